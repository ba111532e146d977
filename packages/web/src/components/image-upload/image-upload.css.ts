import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

/** The drop target: the whole box takes a dropped file; the input inside is the keyboard's way. */
export const dropTarget = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});

export const dragging = style({
  borderColor: vars.color.primary,
  background: vars.color.surfaceRaised,
});

export const invalid = style({ borderColor: vars.color.dangerText });

export const input = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const hint = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSm, color: vars.color.dangerText });

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.sm,
});
