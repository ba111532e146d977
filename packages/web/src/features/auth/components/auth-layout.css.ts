import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const panel = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const endAligned = style({ display: 'flex', justifyContent: 'flex-end' });

export const oidc = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const divider = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});
