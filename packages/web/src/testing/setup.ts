import { afterEach, vi } from 'vitest';
import { loadEveryWord } from '@/lib/i18n/locale-provider';

// Tests render any screen directly, without the router that brings its words: every word of
// every language is here.
await loadEveryWord();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the language cookie.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
