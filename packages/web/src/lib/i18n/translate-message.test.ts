import { EXTRA_MESSAGES, MESSAGES } from '@lumen/domain';
import { expect, test } from 'vitest';
import en from '@/locales/en.json';
import { messageIdFor, validationMessageIds } from './translate-message';

const domainTexts: string[] = [...Object.values(MESSAGES), ...Object.values(EXTRA_MESSAGES)];

test('every validation id holds, in English, a message the domain schemas really give', () => {
  for (const id of validationMessageIds) {
    expect(domainTexts, id).toContain(en[id as keyof typeof en]);
  }
});

test('a domain message is found by its English text; anything else is not', () => {
  for (const id of validationMessageIds) {
    expect(messageIdFor(en[id as keyof typeof en])).toBe(id);
  }
  expect(messageIdFor('Something the catalogue does not hold')).toBeUndefined();
});
