import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { list, listRow as row, rowMain } from '@/components/layout/account.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const create = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const created = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightSemibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const url = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const rowActions = style({ display: 'flex', gap: vars.space.sm });
