import { afterEach, vi } from 'vitest';
import { loadCatalogue } from '@/lib/i18n/locale-provider';

// As the app does before its first render (main.tsx): every language's words are here.
await loadCatalogue('es');

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
