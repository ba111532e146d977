/** SPEC §1: the site offers en and es; default and fallback is English. */
export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';

/** The key under which the choice is cached, in localStorage and as a cookie. */
export const languageStorageKey = 'language';

export interface LanguageSources {
  localStorage?: string | null;
  cookie?: string | null;
  htmlLang?: string | null;
  pathname?: string | null;
  hostname?: string | null;
}

/** 'es-ES', 'ES', 'es_MX' → 'es'; anything unsupported → undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return supportedLanguages.find((l) => l === primary);
}

function fromCookie(cookie: string | null | undefined): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === languageStorageKey) return decodeURIComponent(rest.join('=').trim());
  }
  return undefined;
}

function fromPath(pathname: string | null | undefined): string | undefined {
  return pathname?.split('/').filter(Boolean)[0];
}

function fromSubdomain(hostname: string | null | undefined): string | undefined {
  if (!hostname) return undefined;
  const labels = hostname.split('.');
  // 'es.example.com' has a subdomain; 'localhost' and 'example.com' do not.
  return labels.length > 2 ? labels[0] : undefined;
}

/**
 * SPEC §1 detection order: local storage, cookie, page language tag, path, subdomain.
 * The first source holding a supported language wins; otherwise English.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [
    sources.localStorage,
    fromCookie(sources.cookie),
    sources.htmlLang,
    fromPath(sources.pathname),
    fromSubdomain(sources.hostname),
  ];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return defaultLanguage;
}

function readLocalStorage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** Detects the language from the current browser state. */
export function detectBrowserLanguage(): Language {
  return detectLanguage({
    localStorage: readLocalStorage(),
    cookie: document.cookie,
    htmlLang: document.documentElement.getAttribute('lang'),
    pathname: window.location.pathname,
    hostname: window.location.hostname,
  });
}

/** Caches the language in local storage and a cookie, and tags the page with it. */
export function cacheLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser; detection must be synchronous.
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}
