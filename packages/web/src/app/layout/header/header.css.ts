import { media, selectTriggerBase, vars } from '@lumen/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '4rem',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl, gap: vars.space.lg } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  letterSpacing: vars.font.letterSpacingTight,
  whiteSpace: 'nowrap',
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  color: vars.color.onPrimary,
  backgroundColor: vars.color.primary,
  backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.primaryPressed})`,
  fontSize: vars.font.sizeLg,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const spacer = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  gap: vars.space.xs,
  '@media': { [media.md]: { gap: vars.space.sm } },
});

export const compactSelect = style({ minWidth: '5.5rem' });

/** Holds a deferred control without adding a box of its own (deferred-controls.tsx). */
export const deferredSlot = style({ display: 'contents' });

/** The stand-ins of the header selects look like the ui Select they become. */
export const selectStandInField = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const selectStandIn = style([
  selectTriggerBase,
  {
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: 0,
      },
    },
  },
]);

export const selectStandInChevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
});

export const credits = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  // The last thing to give way on a narrow phone: cut, never wider than the screen.
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The balance in words: on screen from 768 px, for screen readers only below. */
export const creditsFull = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The balance as a number only, on phones (its words are in the badge's title and for readers). */
export const creditsShort = style({
  '@media': { [media.md]: { display: 'none' } },
});

/** The trial part of the credits badge: shown from 768 px, after a separator. */
export const trial = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline' } },
  selectors: { '&:not(:empty)::before': { content: '"·"', marginInlineEnd: vars.space.xs } },
});

export const backToTop = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.full,
});

/** Wrappers that show their content from 768 px up only, or below it only. */
export const desktopOnly = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.md]: { display: 'flex' } },
});

export const mobileOnly = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [media.md]: { display: 'none' } },
});

export const logoText = style({
  color: vars.color.text,
  '@media': { 'screen and (max-width: 440px)': { display: 'none' } },
});

/** Signed in, a phone needs the room for the balance and buttons; the mark stays. */
export const logoTextCompact = style({
  color: vars.color.text,
  '@media': { 'screen and (max-width: 540px)': { display: 'none' } },
});
