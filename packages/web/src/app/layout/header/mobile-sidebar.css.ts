import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightSemibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

/** Avatar and name on the first row, the balance and its trial credits under them. */
export const account = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
});

export const accountBalance = style({ gridColumn: '1 / -1' });

export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

/** A long name wraps (a name cut to its first letters names no one). */
export const accountName = style({
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.ghostHover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const tileIcon = style({ fontSize: vars.size.iconLg, color: vars.color.primary });

export const buttons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The trial credits under the balance. */
export const trialLine = style({ display: 'block', fontSize: vars.font.sizeSm });
