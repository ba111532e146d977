import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §1 and §9: EUR (default), USD, GBP. */
export const currencies = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'EUR';

export const currencyStorageKey = 'user_currency';
export const currencyChangeEvent = 'currency-change';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

export function getCurrency(): Currency {
  try {
    const stored = localStorage.getItem(currencyStorageKey);
    return isCurrency(stored) ? stored : defaultCurrency;
  } catch {
    return defaultCurrency;
  }
}

/** Stores the choice and tells the rest of the page through a `currency-change` event. */
export function setCurrency(currency: Currency): void {
  try {
    localStorage.setItem(currencyStorageKey, currency);
  } catch {
    // Without storage the event still updates this page.
  }
  window.dispatchEvent(new CustomEvent<Currency>(currencyChangeEvent, { detail: currency }));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === currencyStorageKey) onChange();
  };
  window.addEventListener(currencyChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(currencyChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen currency, kept in step with every other part of the page (and other tabs). */
export function useCurrency(): [Currency, (currency: Currency) => void] {
  const currency = useSyncExternalStore(subscribe, getCurrency, () => defaultCurrency);
  const change = useCallback((next: Currency) => setCurrency(next), []);
  return [currency, change];
}
