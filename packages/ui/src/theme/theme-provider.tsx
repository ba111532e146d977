import { type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';

export const themeNames = ['system', 'light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/**
 * Applies a theme to the document root. 'system' follows prefers-color-scheme.
 * The theme sits on <html> so portalled overlays (dialogs, popovers, toasts) get it too.
 */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}

export interface ThemeProviderProps {
  /** @default 'system' */
  theme?: ThemeName;
  /** BCP 47 locale for React Aria's own formatting and messages (numbers, dates, announcements). */
  locale?: string;
  children: ReactNode;
}

export function ThemeProvider({ theme = 'system', locale, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  return locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children;
}
