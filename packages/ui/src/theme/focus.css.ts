import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The shared keyboard focus ring, applied on [data-focus-visible]. */
export const focusRing: StyleRule = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
};

/** The focus ring drawn inside the element (rows, cells, tabs, items in a scrolling list). */
export const focusRingInset: StyleRule = {
  ...focusRing,
  outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
};
