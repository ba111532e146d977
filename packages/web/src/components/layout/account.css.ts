import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

/**
 * The account screens' common styles: /dashboard and its preview variants (/preview/dashboard-v1…v5)
 * draw the same page column, identity row, muted lines, big figures, stats and lists.
 */

export { page } from './page-column.css';

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: '12rem',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const big = style({
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A two-column list of labels and values (billing details, a generation's details). */
export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.letterSpacingTight,
});

export const balanceBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const balanceValue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
});

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});

/** A row of a list: its main text grows, its badges and buttons wrap beside it. */
export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: '10rem',
});
