import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const quote = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  minHeight: '6rem',
});

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const total = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  paddingTop: vars.space.xs,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const saving = style({ color: vars.color.successText });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
