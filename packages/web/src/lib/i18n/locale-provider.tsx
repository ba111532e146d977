import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { z } from 'zod';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import {
  cacheLanguage,
  defaultLanguage,
  detectBrowserLanguage,
  type Language,
} from './detect-language';

export type MessageId = keyof typeof en;
export const catalogues: Record<Language, Record<MessageId, string>> = { en, es };

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
