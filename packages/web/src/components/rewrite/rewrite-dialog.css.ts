import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const cost = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const source = style({
  margin: 0,
  maxHeight: '8rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});

export const resultText = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightSemibold,
});
