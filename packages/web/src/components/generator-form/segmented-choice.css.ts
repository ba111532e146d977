import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
