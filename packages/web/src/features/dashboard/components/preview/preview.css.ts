import { media, vars } from '@lumen/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// The parts /dashboard and the preview variants share.
export {
  big,
  definition as details,
  identity,
  identityText,
  list,
  muted,
  orderId,
  page,
  stat,
} from '@/components/layout/account.css';

export const banner = style({ alignSelf: 'flex-start' });

export const sidebarLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  // One column on a phone that is never wider than the screen (a grid's own column would grow
  // to its widest content).
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
});

export const sideCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.letterSpacingTight,
});

export const counts = style({ display: 'flex', gap: vars.space.lg });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const rowMain = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  flex: 1,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const ellipsis = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '100%',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tableWrap = style({ overflowX: 'auto' });

export const typeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatarMd,
  height: vars.size.avatarMd,
  borderRadius: vars.radius.md,
});

/** V5's coloured type icons, drawn from the status palette of the theme. */
export const typeColor = styleVariants({
  image: { background: vars.color.successSurface, color: vars.color.successText },
  text: { background: vars.color.pendingSurface, color: vars.color.pendingText },
  voice: { background: vars.color.failedSurface, color: vars.color.failedText },
  video: { background: vars.color.neutralSurface, color: vars.color.neutralText },
});

export const detailValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const detailPrompt = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
