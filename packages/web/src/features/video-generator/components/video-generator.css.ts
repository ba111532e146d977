import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export {
  fieldGrid,
  form,
  group,
  groupLabel,
  layout,
  meta,
  metaTerm,
  metaValue,
  muted,
  page,
  resultCard,
  row,
  side,
} from '@/components/layout/generator-layout.css';

export const player = style({
  display: 'block',
  width: '100%',
  maxHeight: '70vh',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** The finished video's focus target: it scrolls clear of the sticky header. */
export const anchor = style({ scrollMarginTop: vars.space.xxxl });
