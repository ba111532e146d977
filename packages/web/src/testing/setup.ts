import { configure } from 'storybook/test';
import { afterEach, vi } from 'vitest';
import { loadEveryWord } from '@/lib/i18n/locale-provider';

// Tests render any screen directly, without the router that brings its words: every word of
// every language is here.
await loadEveryWord();

// The stories' findBy* wait for a mocked answer; testing-library's default bound (1 s) is shorter
// than such an answer takes on a loaded 2-core CI machine. A bound, not a speed check: the same
// as expect.poll's in vitest.config.ts.
configure({ asyncUtilTimeout: 10_000 });

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
