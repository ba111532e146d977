import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  color: 'currentColor',
  flexShrink: 0,
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} ${vars.motion.durationSpin} linear infinite`,
});

export const track = style({ opacity: 0.25 });

export const sizes = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconMd, height: vars.size.iconMd },
  lg: { width: vars.size.iconLg, height: vars.size.iconLg },
});
