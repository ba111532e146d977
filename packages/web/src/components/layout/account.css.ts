import { media, vars } from '@lumen/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The account screens' common styles: /dashboard and its preview variants (/preview/dashboard-v1…v5)
 * draw the same page column, identity row, muted lines, big figures, stats and lists.
 */

export { page } from './page-column.css';

/**
 * The identity card's rows do not depend on how long its words are, so the skeleton (bones of
 * fixed width) and the profile take the same height: on a phone the avatar and the name share the
 * first row and the balance, then its button, take the whole width below (as a wrapping row, a
 * nine-digit balance dropped the button to a line of its own and pushed the page down when the
 * profile came in); from the breakpoint up it is one row.
 */
export const identity = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.md]: { display: 'flex', flexWrap: 'nowrap' } },
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

// The name, the address and the date take one line each, however long (the profile tab shows
// them whole): the card keeps the skeleton's height, so the page below does not move when the
// profile comes in.
globalStyle(`${identityText} > *`, {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
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
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
});

export const balanceValue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { alignItems: 'flex-end' } },
});

// Each line of the balance keeps a line's height when it is empty (no trial note), as the
// skeleton's line does.
globalStyle(`${balanceValue} > *`, {
  minHeight: `calc(${vars.font.sizeSm} * ${vars.font.lineHeightNormal})`,
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

/**
 * An order id's copy button in a transaction row: never wider than the row (ids are long), the
 * id cut with an ellipsis; the whole id is what it copies, and its name.
 */
export const orderId = style({ maxWidth: '100%', minWidth: 0 });
globalStyle(`${orderId} > span`, { minWidth: 0, maxWidth: '100%' });
globalStyle(`${orderId} > span > span`, {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
