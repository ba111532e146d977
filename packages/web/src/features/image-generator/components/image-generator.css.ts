import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export {
  fieldGrid,
  form,
  group,
  groupLabel,
  layout,
  meta,
  metaTerm,
  metaValue,
  muted,
  page,
  resultCard,
  row,
  side,
} from '@/components/layout/generator-layout.css';

export const results = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  scrollMarginTop: vars.space.xxxl,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** The edit's input picture and the upload: a card of their own above the form. */
export const inputSlot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: vars.space.xxxl,
});

export const inputImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '18rem',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
