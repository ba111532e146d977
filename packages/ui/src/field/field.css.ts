import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, focusRingInset } from '../theme/focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  cursor: 'default',
});

export const description = style({
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightNormal,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightNormal,
  color: vars.color.dangerText,
});

const transition = `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`;

/** A bordered text input (or the group that wraps an input and its buttons). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  width: '100%',
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  transition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      ...focusRing,
      outlineOffset: '0',
      borderColor: vars.color.focusRing,
    },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      outlineColor: vars.color.dangerText,
    },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const input = style([
  control,
  {
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    lineHeight: vars.font.lineHeightNormal,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);

/** An input inside a `control` group: the group draws the border and focus ring. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingInline: vars.space.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A small square button inside a field (show password, clear, stepper, open list). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  minWidth: vars.size.controlSm,
  marginInlineEnd: vars.space.xxs,
  marginBlock: vars.space.xxs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.ghostHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.ghostPressed },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});
