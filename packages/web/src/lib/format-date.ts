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

/** A day, as in the spec's long format without the time: 'MMM dd, yyyy'. */
export function formatDay(date: Date | string, language: Language): string {
  return format(new Date(date), 'MMM dd, yyyy', { locale: locales[language] });
}

/** A day in the header's little room: 'MMM dd'. */
export function formatShortDay(date: Date | string, language: Language): string {
  return format(new Date(date), 'MMM dd', { locale: locales[language] });
}
