import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { list, listRow as row, rowMain } from '@/components/layout/account.css';
export { body, label, muted, subtitle } from '@/components/item-dialog/item-dialog.css';

export const create = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const created = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const url = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const rowActions = style({ display: 'flex', gap: vars.space.sm });
