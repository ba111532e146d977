import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export { list, muted, page } from '@/components/layout/account.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
});

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
