import { format } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import type { Language } from './i18n/detect-language';

const locales = { en: enUS, es } as const;

/** SPEC §9 date formats, localised: 'MMM yyyy' and 'MMM dd, yyyy • HH:mm'. */
export function formatMonthYear(date: Date | string, language: Language): string {
  return format(new Date(date), 'MMM yyyy', { locale: locales[language] });
}

export function formatDateTime(date: Date | string, language: Language): string {
  return format(new Date(date), 'MMM dd, yyyy • HH:mm', { locale: locales[language] });
}

/**
 * The spec fixes no format for a day alone: each language writes it its own way ('Nov 27, 2026',
 * '27 nov 2026').
 */
const dayPatterns = {
  en: { day: 'MMM dd, yyyy', short: 'MMM dd' },
  es: { day: 'd MMM yyyy', short: 'd MMM' },
} as const satisfies Record<Language, { day: string; short: string }>;

/** A day (an expiry, a trial's end). */
export function formatDay(date: Date | string, language: Language): string {
  return format(new Date(date), dayPatterns[language].day, { locale: locales[language] });
}

/** A day in the header's little room. */
export function formatShortDay(date: Date | string, language: Language): string {
  return format(new Date(date), dayPatterns[language].short, { locale: locales[language] });
}
