import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { page } from '@/components/layout/page-column.css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

export const excerpt = style({
  margin: 0,
  flex: 1,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fullText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeightNormal,
  overflowWrap: 'anywhere',
  maxHeight: '60vh',
  overflowY: 'auto',
});
