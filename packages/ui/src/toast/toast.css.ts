import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing, focusRingInset } from '../theme/focus.css';
import { media } from '../theme/tokens';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  top: 0,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.md]: {
      top: 'auto',
      bottom: 0,
      left: 'auto',
      right: 0,
      width: '100%',
      maxWidth: vars.size.toastMaxWidth,
    },
  },
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: '100%',
    padding: vars.space.lg,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    pointerEvents: 'auto',
    touchAction: 'pan-y',
    userSelect: 'none',
    animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easingEmphasized}`,
    transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}, opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-swiping]': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      default: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      destructive: {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightNormal,
  opacity: 0.9,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const actionButton = style({
  selectors: {
    [`${toast.classNames.variants.variant.destructive} &`]: {
      backgroundColor: 'transparent',
      borderColor: vars.color.onDanger,
      color: vars.color.onDanger,
    },
    [`${toast.classNames.variants.variant.destructive} &[data-hovered]`]: {
      backgroundColor: vars.color.dangerHover,
    },
  },
});

export const closeButton = style({
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.font.sizeMd,
  color: 'inherit',
  selectors: {
    [`${toast.classNames.variants.variant.destructive} &[data-hovered]`]: {
      backgroundColor: vars.color.dangerHover,
    },
  },
});
