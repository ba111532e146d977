import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

/** The generator screens' frame: the form beside its cost card, groups, rows and result cards. */

export { page } from './page-column.css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

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

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const resultCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const metaTerm = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, overflowWrap: 'anywhere' });
