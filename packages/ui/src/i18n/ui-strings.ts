import { useLocale } from 'react-aria-components';

/**
 * The few words the design system says by itself (a spinner's name, a close button's), in the
 * languages the app speaks, picked from React Aria's locale (ThemeProvider's `locale`). Callers
 * may still pass their own; without this, a Spanish page would announce an English default.
 */
const UI_STRINGS = {
  en: { loading: 'Loading…', close: 'Close' },
  es: { loading: 'Cargando…', close: 'Cerrar' },
} as const;

export type UiStrings = (typeof UI_STRINGS)[keyof typeof UI_STRINGS];

export function uiStringsFor(locale: string): UiStrings {
  return locale.toLowerCase().startsWith('es') ? UI_STRINGS.es : UI_STRINGS.en;
}

export function useUiStrings(): UiStrings {
  return uiStringsFor(useLocale().locale);
}
