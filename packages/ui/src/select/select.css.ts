import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

/**
 * The trigger's box without its interactive states: also worn by stand-ins that hold a select's
 * place before its code loads (the web header's language and currency), so they look the same.
 */
export const selectTriggerBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const trigger = style([
  selectTriggerBase,
  {
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.ghostHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
      '[data-invalid] &': { borderColor: vars.color.dangerText },
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[data-open] &, [aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});
