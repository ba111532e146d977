import { vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const pickBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const pickStatus = style({ margin: 0, fontWeight: vars.font.weightSemibold });

export const pickNote = style({ fontWeight: vars.font.weightRegular });

export const pickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
