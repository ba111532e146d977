import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSm,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]:
      { backgroundColor: vars.color.primaryHover, borderColor: vars.color.primaryHover },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${checkbox}[data-invalid][data-selected] &`]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.onDanger,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
