import { media, vars } from '@lumen/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const container = {
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
} as const;

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: '4rem',
  backgroundImage: `radial-gradient(60rem 30rem at 10% -10%, ${vars.color.selection}, transparent 60%), radial-gradient(40rem 24rem at 100% 0%, ${vars.color.pendingSurface}, transparent 60%)`,
  '@media': { [media.md]: { paddingBlock: '7rem 6rem' } },
});

export const heroInner = style({
  ...container,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xl,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const heroTitle = style({
  margin: 0,
  maxWidth: '52rem',
  fontSize: 'clamp(2.25rem, 6vw, 4rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.05,
  letterSpacing: '-0.03em',
});

export const highlight = style({
  display: 'block',
  backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.danger})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const heroSubtitle = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
});

export const section = style({
  ...container,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxxl,
  scrollMarginTop: '5rem',
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'center',
  alignItems: 'center',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXxxl,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.letterSpacingTight,
});

export const sectionSubtitle = style({ margin: 0, color: vars.color.textMuted });

export const featureGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.selection,
  color: vars.color.primary,
  fontSize: vars.size.iconLg,
});

export const featureLink = style({ marginTop: 'auto' });

export const gallery = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const galleryItem = style({
  position: 'relative',
  margin: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  aspectRatio: '4 / 3',
});

globalStyle(`${galleryItem} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const galleryLabel = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightSemibold,
  boxShadow: vars.shadow.sm,
});

export const faq = style({ width: '100%', maxWidth: '48rem', marginInline: 'auto' });

export const pricing = style({ width: '100%', maxWidth: '40rem', marginInline: 'auto' });

export const pricingTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${pricingTable} th, ${pricingTable} td`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

globalStyle(`${pricingTable} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const pricingCaption = style({
  captionSide: 'top',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: 'start',
});

export const pricingNote = style({
  margin: 0,
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
