import { expect, test } from 'vitest';
import es from '@/locales/es.json';
import { englishCatalogue, loadCatalogue } from './locale-provider';

const text = (parts: { type: number; value?: string }[] | undefined) =>
  (parts ?? []).map((p) => p.value ?? '').join('');

test('the Spanish catalogue is fetched once, compiled, and holds the Spanish words', async () => {
  const first = await loadCatalogue('es');
  expect(text(first['header.signIn'])).toBe(es['header.signIn']);
  expect(await loadCatalogue('es')).toBe(first);
  expect(Object.keys(first).sort()).toEqual(Object.keys(englishCatalogue).sort());
});

test('English is in the bundle already', async () => {
  expect(await loadCatalogue('en')).toBe(englishCatalogue);
});
