import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type IntlConfig, IntlProvider, type MessageFormatElement } from 'react-intl';
import englishShell from '@/locales/compiled/en.shell.json';
import type en from '@/locales/en.json';
import {
  cacheLanguage,
  defaultLanguage,
  detectBrowserLanguage,
  type Language,
} from './detect-language';

export type MessageId = keyof typeof en;

/**
 * The catalogues as `npm run i18n:compile` wrote them (scripts/compile-catalogues.ts): messages
 * arrive parsed, so the app ships no ICU parser (see vite.config.ts), and each language comes in
 * two parts. The shell's words (what every page draws, and the screens that need nothing more)
 * are all that home, the account forms and not-found download; every other screen loads the rest
 * with its chunk (`loadScreenWords`, called by the router). English's shell is in the entry (it
 * is the fallback); every other part is its own chunk.
 */
export type CompiledCatalogue = Record<MessageId, MessageFormatElement[]>;
type Part = 'shell' | 'screens';

const loaders: Record<Language, Record<Part, () => Promise<Partial<CompiledCatalogue>>>> = {
  en: {
    shell: async () => englishShell as unknown as Partial<CompiledCatalogue>,
    screens: () => import('@/locales/compiled/en.screens.json').then((m) => m.default as never),
  },
  es: {
    shell: () => import('@/locales/compiled/es.shell.json').then((m) => m.default as never),
    screens: () => import('@/locales/compiled/es.screens.json').then((m) => m.default as never),
  },
};

/** What has arrived, per language and part; a catalogue is the union of its parts. */
const parts: Record<Language, Partial<Record<Part, Partial<CompiledCatalogue>>>> = {
  en: { shell: englishShell as unknown as Partial<CompiledCatalogue> },
  es: {},
};
/** Set once a screen beyond the shell has asked for its words; a language switch then brings both. */
let screensWanted = false;
/** The language the visitor sees: the one whose screen words a screen's loader fetches. */
let activeLanguage: Language = defaultLanguage;
const merged = new Map<Language, CompiledCatalogue>();
const listeners = new Set<() => void>();

function loadPart(language: Language, part: Part): Promise<void> {
  if (parts[language][part]) return Promise.resolve();
  return loaders[language][part]().then((words) => {
    parts[language][part] = words;
    merged.delete(language);
    for (const listener of listeners) listener();
  });
}

/** The words of `language` that are here, or undefined before its shell has arrived. */
function catalogueOf(language: Language): CompiledCatalogue | undefined {
  const { shell, screens } = parts[language];
  if (!shell) return undefined;
  let catalogue = merged.get(language);
  if (!catalogue) {
    catalogue = { ...shell, ...(screensWanted ? screens : undefined) } as CompiledCatalogue;
    merged.set(language, catalogue);
  }
  return catalogue;
}

/**
 * Fetches a language's words once (the shell's, and the screens' too once a screen wanted
 * them); the app awaits it before its first render and before switching language.
 */
export async function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  activeLanguage = language;
  await Promise.all([
    loadPart(language, 'shell'),
    screensWanted ? loadPart(language, 'screens') : undefined,
  ]);
  return catalogueOf(language) as CompiledCatalogue;
}

/** The words of every screen beyond the shell, in the visitor's language: before it draws. */
export function loadScreenWords(): Promise<void> {
  if (!screensWanted) {
    screensWanted = true;
    merged.clear();
    for (const listener of listeners) listener();
  }
  return loadPart(activeLanguage, 'screens');
}

/**
 * Back to the shell's words only, as a fresh page of a shell screen starts: the server's render
 * of each page (and its test) draws with exactly what that page's visitor will have.
 */
export function resetScreenWords(): void {
  screensWanted = false;
  merged.clear();
}

/** Every word of every language (tests and stories render any screen directly). */
export async function loadEveryWord(): Promise<void> {
  screensWanted = true;
  merged.clear();
  await Promise.all(
    (Object.keys(loaders) as Language[]).flatMap((language) => [
      loadPart(language, 'shell'),
      loadPart(language, 'screens'),
    ]),
  );
}

/** The English words that are here (its shell at least: it is in the entry). */
export const englishWords = () => catalogueOf(defaultLanguage) as CompiledCatalogue;
const getEnglish = englishWords;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

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
  /** Called for every message react-intl cannot format (the server's render fails on a missing word). */
  onError?: IntlConfig['onError'];
  children: ReactNode;
}

/** Detects the language once, caches every choice, and feeds react-intl its catalogue. */
export function LocaleProvider({
  initialLanguage,
  renderedLanguage,
  onError,
  children,
}: LocaleProviderProps) {
  const [detected] = useState<Language>(() => {
    const language = initialLanguage ?? detectBrowserLanguage();
    if (typeof document !== 'undefined') cacheLanguage(language);
    return language;
  });
  const [language, setState] = useState<Language>(renderedLanguage ?? detected);
  // A catalogue that is not here yet: English meanwhile, then a re-render when it arrives.
  const getMessages = useCallback(() => catalogueOf(language), [language]);
  const messages = useSyncExternalStore(subscribe, getMessages, getMessages);
  const english = useSyncExternalStore(subscribe, getEnglish, getEnglish);
  useEffect(() => {
    activeLanguage = language;
    if (!messages) void loadCatalogue(language);
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
        messages={messages ?? english}
        {...(onError ? { onError } : {})}
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
