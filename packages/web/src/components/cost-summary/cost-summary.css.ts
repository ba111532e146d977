import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});

export const value = style({ fontWeight: vars.font.weightBold });
