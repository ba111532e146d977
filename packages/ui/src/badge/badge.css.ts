import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightSemibold,
    lineHeight: vars.font.lineHeightNormal,
    whiteSpace: 'nowrap',
    selectors: {
      '&::before': {
        content: '""',
        width: vars.space.sm,
        height: vars.space.sm,
        borderRadius: vars.radius.full,
        backgroundColor: 'currentColor',
      },
    },
  },
  variants: {
    variant: {
      success: { backgroundColor: vars.color.successSurface, color: vars.color.successText },
      pending: { backgroundColor: vars.color.pendingSurface, color: vars.color.pendingText },
      failed: { backgroundColor: vars.color.failedSurface, color: vars.color.failedText },
      neutral: { backgroundColor: vars.color.neutralSurface, color: vars.color.neutralText },
    },
  },
  defaultVariants: { variant: 'neutral' },
});
