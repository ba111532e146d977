import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightSemibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.font.sizeXs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.font.sizeSm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.font.sizeLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const initials = style({
  '::before': { content: 'attr(data-initials)' },
});
