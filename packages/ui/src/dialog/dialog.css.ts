import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: `scale(0.96) translateY(${vars.space.sm})` },
  to: { opacity: 1, transform: 'scale(1) translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    overflow: 'auto',
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-entering]': {
        animation: `${zoomIn} ${vars.motion.durationNormal} ${vars.motion.easingEmphasized}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightNormal,
  color: vars.color.textMuted,
});

export const body = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightNormal,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const closeButton = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.font.sizeLg,
});
