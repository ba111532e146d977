import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const page = style([
  container,
  {
    paddingBlock: vars.space.xxl,
    '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
  },
]);

export const centered = style([
  page,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: vars.space.lg,
    minHeight: '60vh',
  },
]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxxl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
  maxWidth: '40rem',
});
