import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focus.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const column = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightSemibold,
  textAlign: 'start',
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacingWide,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const sortIndicator = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-sort="descending"] &': { transform: 'rotate(180deg)' } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.ghostHover },
    '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
    '&[data-selected]': { backgroundColor: vars.color.selection },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cell = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
