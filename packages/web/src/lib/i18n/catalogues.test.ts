import { expect, test } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

const catalogues = { en, es } as Record<string, Record<string, string>>;

test('en and es hold exactly the same ids', () => {
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
});

test.each(Object.keys(catalogues))('no %s value is empty', (lang) => {
  const empty = Object.entries(catalogues[lang] ?? {}).filter(([, v]) => !v.trim());
  expect(empty).toEqual([]);
});

test.each(Object.keys(catalogues))('%s uses the same ICU arguments as en', (lang) => {
  const args = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
  const tags = (s: string) => [...s.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
  for (const [id, value] of Object.entries(en)) {
    const other = catalogues[lang]?.[id] ?? '';
    expect({ id, args: args(other), tags: tags(other) }).toEqual({
      id,
      args: args(value),
      tags: tags(value),
    });
  }
});
