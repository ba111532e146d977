import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${vars.size.drawerWidth}, 100vw)`,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${slideOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xl,
  fontSize: vars.font.sizeSm,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
