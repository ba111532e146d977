import { media, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

/**
 * The working screens' page column (account, checkout, the generators, saved texts): content
 * width, centred and padded, its sections stacked. The landing and status pages use page.css.
 */
export const page = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});
