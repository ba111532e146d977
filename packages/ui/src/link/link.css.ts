import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: vars.size.underlineOffset,
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
      '&[data-current]': { fontWeight: vars.font.weightSemibold },
    },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.link,
        textDecoration: 'underline',
        selectors: {
          '&[data-hovered]': {
            color: vars.color.linkHover,
            textDecorationThickness: vars.size.underlineThickness,
          },
          '&[data-pressed]': { color: vars.color.linkHover },
        },
      },
      standalone: {
        color: vars.color.link,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.linkHover, textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.linkHover },
        },
      },
      subtle: {
        color: vars.color.textMuted,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.text },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
