import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  scrollMarginTop: '5rem',
});

export const inner = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: '2fr 1fr 1.5fr 1.5fr', padding: vars.space.xxl },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightSemibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const brand = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontStyle: 'normal',
  fontSize: vars.font.sizeSm,
});

export const payments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const bottom = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  padding: `${vars.space.lg}`,
  // Below the last line, room for the floating back-to-top button (header.css.ts backToTop:
  // its height and its offset from the bottom), so that at the end of the page it covers no
  // text on a phone, where the centred line reaches the button's corner.
  paddingBlockEnd: `calc(${vars.size.controlMd} + 2 * ${vars.space.xl})`,
  textAlign: 'center',
  '@media': { [media.md]: { paddingBlockEnd: vars.space.lg } },
});
