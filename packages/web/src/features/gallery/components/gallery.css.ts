import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const large = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.md,
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  marginTop: vars.space.md,
  fontSize: vars.font.sizeSm,
});

export const metaTerm = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const pick = style({ fontSize: vars.font.sizeSm });

/** The dialog's image and details: focusable (from code only) when another image replaces them. */
export const dialogContent = style({ display: 'contents' });

export const lineage = style({ margin: 0, fontSize: vars.font.sizeSm });

export const lineageGone = style({ color: vars.color.textMuted });
