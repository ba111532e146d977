import { expect, test } from 'vitest';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import {
  englishWords,
  loadCatalogue,
  loadEveryWord,
  loadWords,
  resetWords,
} from './locale-provider';

const text = (parts: { type: number; value?: string }[] | undefined) =>
  (parts ?? []).map((p) => p.value ?? '').join('');

test('the Spanish catalogue is fetched once, compiled, and holds the Spanish words', async () => {
  await loadEveryWord();
  const first = await loadCatalogue('es');
  expect(text(first['header.signIn'])).toBe(es['header.signIn']);
  expect(await loadCatalogue('es')).toBe(first);
  expect(Object.keys(first).sort()).toEqual(Object.keys(es).sort());
});

test('a page of the shell has the shell words only; a screen beyond it brings its part', async () => {
  resetWords();
  const shell = await loadCatalogue('en');
  expect(text(shell['home.hero.title'])).toBe(en['home.hero.title']);
  expect(shell['signin.title']).toBeUndefined();
  expect(shell['imageGenerator.title']).toBeUndefined();
  expect(englishWords()).toBe(shell);

  await loadWords('account');
  const account = await loadCatalogue('en');
  expect(text(account['signin.title'])).toBe(en['signin.title']);
  expect(account['imageGenerator.title']).toBeUndefined();

  await loadWords('screens');
  const every = await loadCatalogue('en');
  expect(text(every['imageGenerator.title'])).toBe(en['imageGenerator.title']);
  expect(Object.keys(every).sort()).toEqual(Object.keys(en).sort());
});

test("a screen's words come in the language the visitor sees, and a switch brings them all", async () => {
  resetWords();
  await loadCatalogue('es');
  await loadWords('screens');
  const spanish = await loadCatalogue('es');
  expect(text(spanish['imageGenerator.title'])).toBe(es['imageGenerator.title']);
  expect(spanish['signin.title']).toBeUndefined();
  await loadWords('account');
  const english = await loadCatalogue('en');
  expect(text(english['signin.title'])).toBe(en['signin.title']);
  expect(text(english['imageGenerator.title'])).toBe(en['imageGenerator.title']);
});
