import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import enCompiled from '@/locales/compiled/en.json';
import type en from '@/locales/en.json';
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
 * English is in the bundle (it is the fallback); Spanish is its own chunk, fetched when needed.
 */
export type CompiledCatalogue = Record<MessageId, MessageFormatElement[]>;
export const englishCatalogue = enCompiled as unknown as CompiledCatalogue;

const loaded: Partial<Record<Language, CompiledCatalogue>> = { en: englishCatalogue };
const loaders: Record<Language, () => Promise<CompiledCatalogue>> = {
  en: async () => englishCatalogue,
  es: () =>
    import('@/locales/compiled/es.json').then((m) => m.default as unknown as CompiledCatalogue),
};

/** Fetches a language's catalogue once; the app awaits it before its first render. */
export async function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  const catalogue = loaded[language] ?? (await loaders[language]());
  loaded[language] = catalogue;
  return catalogue;
}

interface LocaleContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  /** Overrides detection (tests, stories, the server's render). */
  initialLanguage?: Language;
  /**
   * The language of the markup being hydrated (the server drew the page in it): the first render
   * must be in it too; the detected language, when another, takes over right after.
   */
  renderedLanguage?: Language;
  children: ReactNode;
}

/** Detects the language once, caches every choice, and feeds react-intl its catalogue. */
export function LocaleProvider({
  initialLanguage,
  renderedLanguage,
  children,
}: LocaleProviderProps) {
  const [detected] = useState<Language>(() => {
    const language = initialLanguage ?? detectBrowserLanguage();
    if (typeof document !== 'undefined') cacheLanguage(language);
    return language;
  });
  const [language, setState] = useState<Language>(renderedLanguage ?? detected);
  // A catalogue that is not here yet: English meanwhile, then a re-render when it arrives.
  const [, setArrived] = useState(0);
  const messages = loaded[language];
  useEffect(() => {
    if (!messages) void loadCatalogue(language).then(() => setArrived((n) => n + 1));
  }, [language, messages]);
  const setLanguage = useCallback((next: Language) => {
    cacheLanguage(next);
    // Switch once the words are here, so the page never shows a mix.
    void loadCatalogue(next).then(
      () => setState(next),
      () => setState(next),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydration; later changes are the visitor's own.
  useEffect(() => {
    if (language !== detected) setLanguage(detected);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={messages ? language : defaultLanguage}
        defaultLocale={defaultLanguage}
        messages={messages ?? englishCatalogue}
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
