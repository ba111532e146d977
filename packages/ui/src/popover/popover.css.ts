import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focus.css';

const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const popover = style({
  minWidth: vars.size.popoverMinWidth,
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-trigger="Select"], &[data-trigger="ComboBox"]': {
      minWidth: 'var(--trigger-width)',
    },
    '&[data-entering]': {
      animation: `${popIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.ghostHover },
    '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: vars.font.weightSemibold },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const itemDanger = style({
  color: vars.color.dangerText,
});

export const check = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  color: vars.color.primary,
  fontSize: vars.font.sizeMd,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const itemDescription = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const empty = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.xs,
  border: 'none',
  backgroundColor: vars.color.border,
});
