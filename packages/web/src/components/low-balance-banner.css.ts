import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  marginBlockStart: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.pendingSurface,
  color: vars.color.pendingText,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

/** Docked at the bottom of the window over the page: lifted from it by a shadow. */
export const docked = style({ boxShadow: vars.shadow.lg });

export const message = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const actions = style({ display: 'flex', gap: vars.space.sm });
