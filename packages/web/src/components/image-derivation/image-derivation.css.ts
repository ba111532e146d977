import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { row } from '@/components/layout/generator-layout.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const cost = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

/** The picture a derivation starts from: small, whole, never cropped. */
export const source = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '12rem',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
