import { afterEach, describe, expect, test } from 'vitest';
import {
  cacheLanguage,
  detectBrowserLanguage,
  detectLanguage,
  languageStorageKey,
  toLanguage,
} from './detect-language';

describe('detectLanguage follows SPEC §1: localStorage, cookie, html lang, path, subdomain', () => {
  const all = {
    localStorage: 'es',
    cookie: 'language=en',
    htmlLang: 'en',
    pathname: '/en/x',
    hostname: 'en.lumen.studio',
  };

  test('local storage comes first', () => {
    expect(detectLanguage(all)).toBe('es');
  });
  test('then the cookie', () => {
    expect(detectLanguage({ ...all, localStorage: null, cookie: 'a=1; language=es' })).toBe('es');
  });
  test('then the html lang attribute', () => {
    expect(detectLanguage({ ...all, localStorage: null, cookie: '', htmlLang: 'es-ES' })).toBe(
      'es',
    );
  });
  test('then the first path segment', () => {
    expect(detectLanguage({ pathname: '/es/dashboard', hostname: 'en.lumen.studio' })).toBe('es');
  });
  test('then the subdomain', () => {
    expect(detectLanguage({ pathname: '/dashboard', hostname: 'es.lumen.studio' })).toBe('es');
  });
  test('unsupported values are skipped, not fatal', () => {
    expect(detectLanguage({ localStorage: 'fr', cookie: 'language=de', htmlLang: 'es' })).toBe(
      'es',
    );
  });
  test('default and fallback is English', () => {
    expect(detectLanguage({})).toBe('en');
    expect(detectLanguage({ localStorage: 'uk', hostname: 'localhost', pathname: '/' })).toBe('en');
  });
  test('normalises tags', () => {
    expect(toLanguage('ES_mx')).toBe('es');
    expect(toLanguage('ru')).toBeUndefined();
  });
});

describe('cacheLanguage', () => {
  const html = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = html;
  });

  test('caches in local storage and a cookie, and tags the page', () => {
    cacheLanguage('es');
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
    expect(document.cookie).toContain(`${languageStorageKey}=es`);
    expect(document.documentElement.lang).toBe('es');
    localStorage.clear();
    expect(detectBrowserLanguage()).toBe('es');
  });
});
