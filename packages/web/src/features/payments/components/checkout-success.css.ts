import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const card = style({
  width: '100%',
  maxWidth: '32rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSurface,
  color: vars.color.successText,
  width: '100%',
});

export const big = style({ fontSize: vars.font.sizeXxxl, fontWeight: vars.font.weightBold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
