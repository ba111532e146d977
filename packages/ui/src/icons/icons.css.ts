import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The icon set's story: a grid of icons, each beside its export name.
export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  color: vars.color.text,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const iconSize = styleVariants({
  md: { fontSize: vars.font.sizeXl },
  lg: { fontSize: vars.font.sizeXxl },
});
