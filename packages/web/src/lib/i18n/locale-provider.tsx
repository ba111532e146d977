import type { MessageFormatElement } from 'react-intl';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import enCompiled from '../../locales/compiled/en.json';
import esCompiled from '../../locales/compiled/es.json';
import type en from '../../locales/en.json';
import {
  cacheLanguage,
  defaultLanguage,
  detectBrowserLanguage,
  type Language,
} from './detect-language';

export type MessageId = keyof typeof en;

/**
 * The catalogues as `formatjs compile --ast` wrote them (`npm run i18n:compile`, part of the
 * build): messages arrive parsed, so the app ships no ICU parser (see vite.config.ts).
 */
export type CompiledCatalogue = Record<MessageId, MessageFormatElement[]>;
export const catalogues = { en: enCompiled, es: esCompiled } as unknown as Record<
  Language,
  CompiledCatalogue
>;

interface LocaleContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  /** Overrides detection (tests, stories). */
  initialLanguage?: Language;
  children: ReactNode;
}

/** Detects the language once, caches every choice, and feeds react-intl its catalogue. */
export function LocaleProvider({ initialLanguage, children }: LocaleProviderProps) {
  const [language, setState] = useState<Language>(() => {
    const detected = initialLanguage ?? detectBrowserLanguage();
    cacheLanguage(detected);
    return detected;
  });
  const setLanguage = useCallback((next: Language) => {
    cacheLanguage(next);
    setState(next);
  }, []);
  // The schema library's own default messages ('Invalid input', too short…) follow the page.
  useMemo(() => z.config(language === 'es' ? z.locales.es() : z.locales.en()), [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={language}
        defaultLocale={defaultLanguage}
        messages={catalogues[language]}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
