import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { body, subtitle } from '@/components/item-dialog/item-dialog.css';

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
