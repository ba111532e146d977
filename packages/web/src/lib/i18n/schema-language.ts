import { z } from 'zod';
import type { Language } from './detect-language';
import { useLocale } from './locale-provider';

let configured: Language | undefined;

/**
 * The schema library's own default messages ('Invalid input', too short…) follow the page's
 * language. Called by the form fields, so zod ships with the screens that validate, not with
 * every page.
 */
export function useSchemaLanguage(): void {
  const { language } = useLocale();
  if (configured === language) return;
  z.config(language === 'es' ? z.locales.es() : z.locales.en());
  configured = language;
}
