import { UI_LANGUAGES, type UiLanguage } from '../shared/languages';

/** Mail goes out in the site's languages. */
export type MailLanguage = UiLanguage;

/**
 * The first site language named in an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8`), by
 * order of preference; null when none is.
 */
export function mailLanguageFrom(acceptLanguage: string | null | undefined): MailLanguage | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base } of ranked) {
    if ((UI_LANGUAGES as readonly string[]).includes(base)) return base as MailLanguage;
  }
  return null;
}
