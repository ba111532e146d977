import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = {
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
} as const;

export const tone = styleVariants({
  success: { ...base, backgroundColor: vars.color.successSurface, color: vars.color.successText },
  danger: { ...base, backgroundColor: vars.color.failedSurface, color: vars.color.failedText },
  neutral: { ...base, backgroundColor: vars.color.neutralSurface, color: vars.color.neutralText },
});
