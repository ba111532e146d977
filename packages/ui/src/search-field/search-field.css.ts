import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
});

export const input = style({ paddingInlineStart: vars.space.sm });

export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});
