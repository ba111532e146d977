import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { backgroundColor: vars.color.textMuted },
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${switchRoot}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.primaryHover },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  width: `calc(${vars.size.switchHeight} - 2 * ${vars.space.xxs})`,
  height: `calc(${vars.size.switchHeight} - 2 * ${vars.space.xxs})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchHeight}))`,
    },
    [`${switchRoot}[data-pressed] &`]: { width: `calc(${vars.size.switchHeight})` },
  },
});
