import { media, vars } from '@lumen/ui';
import { keyframes, style } from '@vanilla-extract/css';

// The account skeleton's parts, each as tall as the part of the screen it stands for, so the
// footer below is where the screen will put it.

/** The account page column's sections, as apart as the screen's. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

/**
 * A placeholder inside a line of text: inline, so the line keeps the height the text's own
 * font and line height give it, and the skeleton the height of the screen it stands for.
 */
export const bone = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  height: '0.9em',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} calc(2 * ${vars.motion.durationSpin}) linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const avatar = style([
  bone,
  {
    width: vars.size.avatarLg,
    height: vars.size.avatarLg,
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
]);

export const button = style([
  bone,
  { width: '6.5rem', height: vars.size.controlMd, borderRadius: vars.radius.md },
]);

/** The top-ups figure's currency choice. */
export const choice = style([
  bone,
  { width: '9rem', height: `calc(${vars.size.controlSm} + 2 * ${vars.space.xxs})` },
]);

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeightTight,
});

/** The history's empty state: its padding, icon, gap and title. */
export const emptyList = style([
  bone,
  {
    width: '100%',
    height: `calc(2 * ${vars.space.xxxl} + ${vars.size.controlLg} + ${vars.space.xs} + ${vars.space.sm} + 1.75rem + 2px)`,
    borderRadius: vars.radius.xl,
  },
]);

export const tabList = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** Only for assistive technology: what the skeleton stands for. */
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
