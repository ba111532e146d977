import { z } from 'zod';
import type { Language } from './detect-language';
import { useLocale } from './locale-provider';

// The schemas are never compiled to code in the page: zod's compiler needs eval, which the
// page's Content-Security-Policy forbids (even its probe for eval is a reported violation).
z.config({ jitless: true });

let configured: Language | undefined;

/** Puts zod's own default messages ('Invalid input', too short…) in `language`. */
export function applySchemaLanguage(language: Language): void {
  if (configured === language) return;
  z.config(language === 'es' ? z.locales.es() : z.locales.en());
  configured = language;
}

/**
 * The schema library's own default messages follow the page's language. Called by the form
 * fields, so zod ships with the screens that validate, not with every page.
 */
export function useSchemaLanguage(): void {
  const { language } = useLocale();
  applySchemaLanguage(language);
}
