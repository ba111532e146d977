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
import type { CataloguePart } from '@/config/paths';
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
 * parts. The shell's words (what every page draws, and home and not-found) are all that those
 * pages download; the account forms load the account part, every other screen the rest, each
 * with its chunk (`loadWords`, called by the router). English's shell is in the entry (it is the
 * fallback); every other part is its own chunk.
 */
export type CompiledCatalogue = Record<MessageId, MessageFormatElement[]>;
type Words = Partial<CompiledCatalogue>;
const asWords = (m: { default: unknown }) => m.default as Words;

const loaders: Record<Language, Record<CataloguePart, () => Promise<Words>>> = {
  en: {
    shell: async () => englishShell as unknown as Words,
    account: () => import('@/locales/compiled/en.account.json').then(asWords),
    screens: () => import('@/locales/compiled/en.screens.json').then(asWords),
  },
  es: {
    shell: () => import('@/locales/compiled/es.shell.json').then(asWords),
    account: () => import('@/locales/compiled/es.account.json').then(asWords),
    screens: () => import('@/locales/compiled/es.screens.json').then(asWords),
  },
};

/** What has arrived, per language and part; a catalogue is the union of its wanted parts. */
const parts: Record<Language, Partial<Record<CataloguePart, Words>>> = {
  en: { shell: englishShell as unknown as Words },
  es: {},
};
/** The parts the screens seen so far asked for; a language switch brings them all. */
const wanted = new Set<CataloguePart>(['shell']);
/** The language the visitor sees: the one whose words a screen's loader fetches. */
let activeLanguage: Language = defaultLanguage;
const merged = new Map<Language, CompiledCatalogue>();
const listeners = new Set<() => void>();
const changed = () => {
  merged.clear();
  for (const listener of listeners) listener();
};

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  if (parts[language][part]) return Promise.resolve();
  return loaders[language][part]().then((words) => {
    parts[language][part] = words;
    changed();
  });
}

/** The words of `language` that are here, or undefined before its shell has arrived. */
function catalogueOf(language: Language): CompiledCatalogue | undefined {
  if (!parts[language].shell) return undefined;
  let catalogue = merged.get(language);
  if (!catalogue) {
    catalogue = Object.assign(
      {},
      ...[...wanted].map((part) => parts[language][part]),
    ) as CompiledCatalogue;
    merged.set(language, catalogue);
  }
  return catalogue;
}

/**
 * Fetches a language's words once (the shell's, and every part a screen has wanted so far);
 * the app awaits it before its first render and before switching language.
 */
export async function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  activeLanguage = language;
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
  return catalogueOf(language) as CompiledCatalogue;
}

/** A screen's part of the catalogue, in the visitor's language: before it draws. */
export function loadWords(part: CataloguePart): Promise<void> {
  if (!wanted.has(part)) {
    wanted.add(part);
    changed();
  }
  return loadPart(activeLanguage, part);
}

/**
 * Back to the shell's words only, as a fresh page starts: the server's render of each page (and
 * its test) draws with exactly what that page's visitor will have.
 */
export function resetWords(): void {
  wanted.clear();
  wanted.add('shell');
  merged.clear();
}

/** Every word of every language (tests and stories render any screen directly). */
export async function loadEveryWord(): Promise<void> {
  const every = Object.keys(loaders.en) as CataloguePart[];
  for (const part of every) wanted.add(part);
  merged.clear();
  await Promise.all(
    (Object.keys(loaders) as Language[]).flatMap((language) =>
      every.map((part) => loadPart(language, part)),
    ),
  );
}

/** The English words that are here (its shell at least: it is in the entry). */
export const englishWords = () => catalogueOf(defaultLanguage) as CompiledCatalogue;

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
  const english = useSyncExternalStore(subscribe, englishWords, englishWords);
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
