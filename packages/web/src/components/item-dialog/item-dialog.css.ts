import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

// The item dialogs' (share, rewrite) common parts.

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightSemibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
