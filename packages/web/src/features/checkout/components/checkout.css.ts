import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { page } from '@/components/layout/page-column.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const total = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const sticky = style({
  '@media': { [media.md]: { position: 'sticky', top: '5.5rem' } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
});
