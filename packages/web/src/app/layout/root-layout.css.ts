import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

/**
 * The low-balance notice: sticky to the bottom of the window while the page scrolls under it,
 * and after the footer at the page's end, so it never hides the footer.
 */
export const dock = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  selectors: { '&:empty': { display: 'none' } },
});

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
