import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { page } from '@/components/layout/page-column.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});

export const groupLabel = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const resultText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeightNormal,
  overflowWrap: 'anywhere',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  scrollMarginTop: vars.space.xxxl,
});
