import countries from 'i18n-iso-countries';
import enCountries from 'i18n-iso-countries/langs/en.json';
import esCountries from 'i18n-iso-countries/langs/es.json';
import type { Language } from './i18n/detect-language';

countries.registerLocale(enCountries);
countries.registerLocale(esCountries);

export interface Country {
  id: string;
  name: string;
}

/** Every ISO 3166 country with its name in the page language, sorted by that name. */
export function countryList(language: Language): Country[] {
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  return Object.entries(names)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A stored country (ISO alpha-2 code, or a free name from older data) as the user reads it. */
export function countryName(value: string, language: Language): string {
  return countries.getName(value, language, { select: 'official' }) ?? value;
}

/** The ISO alpha-2 code of a stored country (a code, or a free name from older data), if any. */
export function countryCode(value: string): string | undefined {
  if (countries.isValid(value)) return countries.toAlpha2(value);
  return countries.getAlpha2Code(value, 'en') ?? countries.getAlpha2Code(value, 'es');
}
