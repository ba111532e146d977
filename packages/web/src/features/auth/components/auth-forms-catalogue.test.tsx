import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectOnlyCatalogueErrors, visibleErrorTexts } from '@/testing/catalogue-texts';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { fillEveryField, toggleEveryCheckbox } from '@/testing/walk-form';

// Sign in, sign up and reset, wrong and then emptied, in both languages: every message they
// show is the catalogue's, never the schema library's.
const cases = (['en', 'es'] as const).flatMap((language) =>
  ['/signin', '/signup', '/reset-password'].map((route) => [route, language] as const),
);

describe('the account forms speak the catalogue', () => {
  test.each(cases)('%s in %s: wrong, then empty', async (route, language) => {
    mockApi({});
    await renderApp(route, { language });
    await expect.element(page.getByRole('textbox').first()).toBeVisible();
    const form = document.querySelector('main form') ?? document.body;
    await fillEveryField('x', form);
    await expect.poll(() => visibleErrorTexts(form).length).toBeGreaterThan(0);
    expectOnlyCatalogueErrors(language, form);
    await fillEveryField('', form);
    await toggleEveryCheckbox(form);
    await expect.poll(() => visibleErrorTexts(form).length).toBeGreaterThan(0);
    expectOnlyCatalogueErrors(language, form);
  });
});
