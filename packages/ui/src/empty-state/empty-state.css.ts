import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xxxl,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXl,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightSemibold,
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.dialogSm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });
