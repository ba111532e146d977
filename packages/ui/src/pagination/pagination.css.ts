import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.body,
});

export const status = style({
  minWidth: vars.size.controlLg,
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
