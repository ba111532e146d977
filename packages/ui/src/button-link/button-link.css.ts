import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The button recipe draws the box; a link additionally keeps its text plain in every state.
export const link = style({
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'none' },
    '&[data-current]': { fontWeight: vars.font.weightSemibold },
  },
});
