import { createContext, useCallback, useContext } from 'react';

// Stories only: the locale switcher in the Storybook toolbar swaps the demo strings. The app
// itself translates with react-intl and passes strings in as props.
export const storyLocales = ['en', 'es'] as const;
export type StoryLocale = (typeof storyLocales)[number];

export const StoryLocaleContext = createContext<StoryLocale>('en');

export type Localized<T = string> = Record<StoryLocale, T>;

/** Returns `t`, which picks the current toolbar locale's text. */
export function useT() {
  const locale = useContext(StoryLocaleContext);
  return useCallback(<T,>(text: Localized<T>): T => text[locale], [locale]);
}
