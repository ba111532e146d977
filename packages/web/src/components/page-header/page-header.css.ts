import { vars } from '@lumen/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const titleBase = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
});

/** `page`: a screen's own heading; `panel`: the heading of a centred card (sign-in…). */
export const title = styleVariants({
  page: [titleBase, { fontSize: vars.font.sizeXxxl }],
  panel: [titleBase, { fontSize: vars.font.sizeXxl }],
});

const descriptionBase = style({ margin: 0, color: vars.color.textMuted });

export const description = styleVariants({
  page: [descriptionBase, { fontSize: vars.font.sizeSm }],
  panel: [descriptionBase],
});
