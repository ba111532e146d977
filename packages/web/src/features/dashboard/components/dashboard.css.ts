import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

// The parts /dashboard and the preview variants share.
export {
  balanceBox,
  balanceValue,
  big,
  definition,
  identity,
  identityText,
  list,
  listRow,
  muted,
  name,
  orderId,
  page,
  rowMain,
  stat,
  statGrid,
} from '@/components/layout/account.css';

export const statHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rowTitle = style({
  fontWeight: vars.font.weightSemibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const credits = style({
  fontWeight: vars.font.weightSemibold,
  color: vars.color.successText,
  whiteSpace: 'nowrap',
});

export const creditsNotAdded = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '32rem',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const center = style({ display: 'flex', justifyContent: 'center' });

export const grid2 = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightSemibold,
});

/** A voice creation's player and download link, on a line of their own in the row. */
export const creationAudio = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flexBasis: '100%',
});

export const creationPlayer = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' });

export const creationVideo = style({
  flex: '1 1 16rem',
  minWidth: 0,
  maxWidth: '28rem',
  maxHeight: '16rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** A completed image's Edit and More like this. */
export const creationActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
