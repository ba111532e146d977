import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightSemibold,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': {
        opacity: vars.opacity.disabled,
        cursor: 'not-allowed',
        transform: 'none',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.onSecondary,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.secondaryPressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.ghostHover },
          '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
        },
      },
      destructive: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerPressed },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.sizeSm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.font.sizeSm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.sizeMd,
      },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { visibility: 'hidden' } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});
