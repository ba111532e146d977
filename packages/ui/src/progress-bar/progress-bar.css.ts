import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const indeterminate = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const value = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  height: vars.size.progressTrack,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transition: `width ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
  selectors: {
    '[data-indeterminate] &': {
      width: '40%',
      animation: `${indeterminate} calc(2 * ${vars.motion.durationSpin}) ${vars.motion.easingStandard} infinite`,
    },
  },
});
