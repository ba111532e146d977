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

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Where the page scrolls to when the speech is ready, clear of the sticky header. */
export const anchor = style({ scrollMarginTop: vars.space.xxxl });

export const player = style({ display: 'block', width: '100%' });

export const spokenText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '8rem',
  overflowY: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
