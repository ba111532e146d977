import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: vars.size.tooltipMaxWidth,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.tooltip,
  color: vars.color.onTooltip,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightNormal,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.tooltip,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
