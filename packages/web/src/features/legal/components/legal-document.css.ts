import { vars } from '@lumen/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { page } from '@/components/layout/page.css';

/** One column at a reading width: a document is read line by line. */
export const document = style([
  page,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '46rem' },
]);

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxxl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: vars.font.letterSpacingTight,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightSemibold,
  lineHeight: vars.font.lineHeightTight,
});

export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });

globalStyle(`${paragraph} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.95em',
  overflowWrap: 'anywhere',
});
