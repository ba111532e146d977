import './theme/global.css';

export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { darkTheme, lightTheme } from './theme/themes.css';
export { breakpoints, media } from './theme/tokens';
export { applyTheme, ThemeProvider, themeNames } from './theme/theme-provider';
export type { ThemeName, ThemeProviderProps } from './theme/theme-provider';
export { useIsDesktop, useMediaQuery } from './theme/use-media-query';

export { Button, buttonSizes, buttonVariants } from './button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Spinner, spinnerSizes } from './spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './spinner/spinner';
