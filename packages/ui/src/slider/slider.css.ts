import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const output = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightSemibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: { [`${slider}[data-disabled] &`]: { color: vars.color.textMuted } },
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.size.sliderThumb,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      transform: 'translateY(-50%)',
      height: vars.size.sliderTrack,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surfaceSunken,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  height: vars.size.sliderTrack,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const thumb = style({
  top: 0,
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `${vars.size.focusRingWidth} solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  transition: `scale ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { scale: '1.1' },
    '&[data-dragging]': { scale: '1.15', backgroundColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});
