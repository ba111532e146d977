import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const fieldError = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.dangerText,
  fontSize: vars.font.sizeSm,
});
