import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

/** The first stop of the Tab key: off screen until it has focus. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightSemibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': {
      transform: 'none',
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});
