import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingInset } from '../theme/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&[data-disabled]': { opacity: vars.opacity.disabled },
  },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightSemibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.ghostHover },
    '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightNormal,
  color: vars.color.textMuted,
});

export const panelInner = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
});
