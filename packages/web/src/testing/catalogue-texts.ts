import type { MessageFormatElement } from 'react-intl';
import { expect } from 'vitest';
import esShell from '@/locales/compiled/es.shell.json';
import esAccount from '@/locales/compiled/es.account.json';
import esScreens from '@/locales/compiled/es.screens.json';
import enShell from '@/locales/compiled/en.shell.json';
import enAccount from '@/locales/compiled/en.account.json';
import enScreens from '@/locales/compiled/en.screens.json';
import type { Language } from '@/lib/i18n/detect-language';

type Catalogue = Record<string, MessageFormatElement[]>;

const catalogues: Record<Language, Catalogue> = {
  en: { ...enShell, ...enAccount, ...enScreens } as unknown as Catalogue,
  es: { ...esShell, ...esAccount, ...esScreens } as unknown as Catalogue,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A compiled message as a pattern of what it can read like: its literal words, anything for an
 * argument, a number, a date or a plural's branch. The words inside a rich-text tag are the tag's.
 */
function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === 0) return escapeRegExp(element.value);
      if (element.type === 8) return patternOf(element.children);
      if (element.type === 5 || element.type === 6) {
        const options = Object.values(element.options).map((option) => patternOf(option.value));
        return `(?:${options.join('|')})`;
      }
      // '#' of a plural: the count.
      if (element.type === 7) return '[\\d.,\\s\\u00a0\\u202f]+';
      return '[\\s\\S]*?';
    })
    .join('');
}

/** The literal words of a message, each run of them (a rich-text tag's too). */
function literalsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value.trim()];
    if (element.type === 8) return literalsOf(element.children);
    if (element.type === 5 || element.type === 6) {
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    }
    return [];
  });
}

const prepared = new Map<Language, { patterns: RegExp[]; literals: Set<string> }>();
function wordsOf(language: Language) {
  let words = prepared.get(language);
  if (!words) {
    const messages = Object.values(catalogues[language]);
    words = {
      // A message with no words of its own ('{message}', '{a} · {b}') would pass any text.
      patterns: messages
        .filter((message) => literalsOf(message).some((words) => /\p{L}{2}/u.test(words)))
        .map((message) => new RegExp(`^${patternOf(message).trim()}$`)),
      literals: new Set(messages.flatMap(literalsOf).filter(Boolean)),
    };
    prepared.set(language, words);
  }
  return words;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether `text` reads as one of `language`'s messages (or one run of a message's words). */
export function isCatalogueText(text: string, language: Language): boolean {
  const { patterns, literals } = wordsOf(language);
  const wanted = normalise(text);
  return literals.has(wanted) || patterns.some((pattern) => pattern.test(wanted));
}

/** What a screen says about errors: the fields' messages, the alerts and the toasts. */
const errorSelector = '[slot="errorMessage"], [role="alert"], [data-toast], [role="alertdialog"]';

/** Every text the error elements under `root` show: a field's message whole, else each text run. */
export function visibleErrorTexts(root: ParentNode = document.body): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(errorSelector)) {
    if (element.getAttribute('slot') === 'errorMessage') {
      const whole = normalise(element.textContent ?? '');
      if (whole) texts.push(whole);
      continue;
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = normalise(node.textContent ?? '');
      if (text) texts.push(text);
    }
  }
  return texts;
}

/** Fails on any error text under `root` that is not in `language`'s compiled catalogue. */
export function expectNoForeignErrors(language: Language, root: ParentNode = document.body) {
  const texts = visibleErrorTexts(root);
  expect(texts.filter((text) => !isCatalogueText(text, language))).toEqual([]);
  return texts;
}

/**
 * Fails on any error text under `root` that is not in `language`'s compiled catalogue: the
 * validation library's own words, or the server's English, never reach a screen. Also fails when
 * no error text shows at all, so a form that said nothing does not pass by saying nothing.
 */
export function expectOnlyCatalogueErrors(language: Language, root: ParentNode = document.body) {
  const texts = expectNoForeignErrors(language, root);
  expect(texts.length, 'no error text shows').toBeGreaterThan(0);
  return texts;
}
