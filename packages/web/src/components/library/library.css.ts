import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

/** The Filters button: on a phone only (from the desktop breakpoint the filters stay open). */
export const filtersToggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.md]: { display: 'none' } },
});

/** Folded behind the Filters button on a phone; always shown from the desktop breakpoint. */
export const filtersFolded = style({
  display: 'none',
  '@media': { [media.md]: { display: 'grid' } },
});

export const pickBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const pickStatus = style({ margin: 0, fontWeight: vars.font.weightSemibold });

export const pickNote = style({ fontWeight: vars.font.weightRegular });

export const pickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
