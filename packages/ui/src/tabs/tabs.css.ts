import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, focusRingInset } from '../theme/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: `calc(-1 * ${vars.size.borderWidth})`,
      height: vars.size.focusRingWidth,
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.ghostHover },
    '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
});
