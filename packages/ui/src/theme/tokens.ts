/** Raw token values. Only the theme files read these; components read `vars`. */

/** SPEC §9: the mobile breakpoint. Below it is mobile, from it up is desktop. */
export const breakpoints = { md: 768 } as const;

export const media = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  dark: '(prefers-color-scheme: dark)',
} as const;

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
};

export const size = {
  borderWidth: '1px',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  underlineOffset: '0.2em',
  underlineThickness: '2px',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '1.5rem',
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  avatarSm: '2rem',
  avatarMd: '2.5rem',
  avatarLg: '3.5rem',
  switchWidth: '2.5rem',
  switchHeight: '1.5rem',
  sliderTrack: '0.375rem',
  sliderThumb: '1.25rem',
  progressTrack: '0.5rem',
  popoverMinWidth: '12rem',
  tooltipMaxWidth: '16rem',
  toastMaxWidth: '420px',
  dialogSm: '24rem',
  dialogMd: '32rem',
  dialogLg: '48rem',
  drawerWidth: '26rem',
  textAreaMinHeight: '6rem',
  contentMaxWidth: '72rem',
};

export const radius = {
  sm: '0.375rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
};

export const font = {
  body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.25rem',
  sizeXxl: '1.5rem',
  sizeXxxl: '2rem',
  weightRegular: '400',
  weightMedium: '500',
  weightSemibold: '600',
  weightBold: '700',
  lineHeightTight: '1.25',
  lineHeightNormal: '1.5',
  letterSpacingTight: '-0.01em',
  letterSpacingWide: '0.04em',
};

export const zIndex = {
  base: '0',
  sticky: '10',
  overlay: '100',
  modal: '110',
  popover: '120',
  toast: '130',
  tooltip: '140',
};

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '300ms',
  durationSpin: '800ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.1)',
};

/** Under prefers-reduced-motion: transitions become instant; a spinner only slows down. */
export const reducedMotion = {
  ...motion,
  durationFast: '0.01ms',
  durationNormal: '0.01ms',
  durationSlow: '0.01ms',
  durationSpin: '2400ms',
};

export const lightColors = {
  background: '#f7f7fb',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#ececf3',
  text: '#15151f',
  textMuted: '#585869',
  border: '#dcdce6',
  borderStrong: '#80809a',
  focusRing: '#5433eb',
  primary: '#5433eb',
  primaryHover: '#4526d4',
  primaryPressed: '#3a1fb5',
  onPrimary: '#ffffff',
  secondary: '#ececf4',
  secondaryHover: '#e0e0ec',
  secondaryPressed: '#d3d3e2',
  onSecondary: '#15151f',
  ghostHover: '#eeeef6',
  ghostPressed: '#e2e2ee',
  danger: '#c8222e',
  dangerHover: '#ad1c27',
  dangerPressed: '#921620',
  onDanger: '#ffffff',
  dangerText: '#b01f2a',
  link: '#4a2ad8',
  linkHover: '#3a1fb5',
  successSurface: '#e1f5e8',
  successText: '#135c2f',
  pendingSurface: '#fcf0d4',
  pendingText: '#724500',
  failedSurface: '#fde3e3',
  failedText: '#9f1620',
  neutralSurface: '#ececf3',
  neutralText: '#454556',
  overlay: 'rgba(15, 15, 25, 0.5)',
  tooltip: '#1f1f2b',
  onTooltip: '#ffffff',
  skeleton: '#e6e6ef',
  skeletonHighlight: '#f3f3f8',
  selection: '#ddd6ff',
};

export const darkColors: typeof lightColors = {
  background: '#0e0e14',
  surface: '#16161e',
  surfaceRaised: '#1e1e28',
  surfaceSunken: '#262631',
  text: '#ededf3',
  textMuted: '#a6a6b8',
  border: '#2e2e3b',
  borderStrong: '#767690',
  focusRing: '#a393ff',
  primary: '#8f7bff',
  primaryHover: '#a393ff',
  primaryPressed: '#7b66f5',
  onPrimary: '#0e0e14',
  secondary: '#262631',
  secondaryHover: '#30303e',
  secondaryPressed: '#3a3a4a',
  onSecondary: '#ededf3',
  ghostHover: '#22222d',
  ghostPressed: '#2c2c39',
  danger: '#f0626a',
  dangerHover: '#f47a81',
  dangerPressed: '#e04a53',
  onDanger: '#0e0e14',
  dangerText: '#ff8d93',
  link: '#ab9eff',
  linkHover: '#c4bbff',
  successSurface: '#10301d',
  successText: '#74dc9b',
  pendingSurface: '#372808',
  pendingText: '#f3c35e',
  failedSurface: '#3b1216',
  failedText: '#ff9ba1',
  neutralSurface: '#262631',
  neutralText: '#c6c6d6',
  overlay: 'rgba(0, 0, 0, 0.65)',
  tooltip: '#ededf3',
  onTooltip: '#15151f',
  skeleton: '#23232e',
  skeletonHighlight: '#2e2e3b',
  selection: '#3b3070',
};

export const lightShadow = {
  sm: '0 1px 2px rgba(21, 21, 31, 0.06), 0 1px 3px rgba(21, 21, 31, 0.08)',
  md: '0 4px 12px rgba(21, 21, 31, 0.08), 0 2px 4px rgba(21, 21, 31, 0.06)',
  lg: '0 16px 40px rgba(21, 21, 31, 0.16), 0 4px 12px rgba(21, 21, 31, 0.08)',
};

export const darkShadow: typeof lightShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
};

const shared = { space, size, radius, font, zIndex, opacity: { disabled: '0.5' } };

export const lightTokens = { ...shared, color: lightColors, shadow: lightShadow, motion };
export const darkTokens = { ...shared, color: darkColors, shadow: darkShadow, motion };
