import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Currency } from '@/lib/currency';
import type { Language } from '@/lib/i18n/detect-language';

export const languageNames = defineMessages({
  en: { id: 'language.en' },
  es: { id: 'language.es' },
}) satisfies Record<Language, MessageDescriptor>;

export const currencyNames = defineMessages({
  EUR: { id: 'currency.EUR' },
  USD: { id: 'currency.USD' },
  GBP: { id: 'currency.GBP' },
}) satisfies Record<Currency, MessageDescriptor>;
