import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({
  minHeight: vars.size.textAreaMinHeight,
  resize: 'vertical',
});
