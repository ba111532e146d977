import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { topupStorageKey } from '@/lib/topup-storage';
import { expectOnlyCatalogueErrors } from '@/testing/catalogue-texts';
import { meFixture, quoteFixture as quote } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const words = { en, es } as const;

async function openCheckout(language: 'en' | 'es') {
  localStorage.setItem(tokenStorageKey, 'tok');
  localStorage.setItem(
    topupStorageKey,
    JSON.stringify({ quoteId: 'q1', credits: 150, currency: 'GBP', totalAmount: '12.11' }),
  );
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/currency/quote/q1': () => Response.json({ quote }),
  });
  const { screen } = await renderApp('/checkout', { language });
  await expect
    .element(screen.getByRole('button', { name: words[language]['checkout.submit'] }))
    .toBeVisible();
  return screen;
}

/** Every text box of the checkout form (the country's combo box is one of them). */
async function textBoxes() {
  return [...(await page.getByRole('textbox').all()), page.getByRole('combobox')];
}

describe('checkout form: only the catalogue speaks', () => {
  test.each(['en', 'es'] as const)('%s: every field wrong', async (language) => {
    await openCheckout(language);
    for (const box of await textBoxes()) await box.fill('x');
    await userEvent.keyboard('{Escape}');
    await expect
      .poll(() => document.querySelectorAll('[slot="errorMessage"]').length)
      .toBeGreaterThanOrEqual(5);
    expectOnlyCatalogueErrors(language);
  });

  test.each(['en', 'es'] as const)(
    '%s: every field emptied, consent withdrawn',
    async (language) => {
      await openCheckout(language);
      for (const box of await textBoxes()) {
        await box.fill('x');
        await box.fill('');
      }
      await userEvent.keyboard('{Escape}');
      const consent = page.getByRole('checkbox', {
        name: language === 'es' ? /Acepto/ : /I agree/,
      });
      await consent.click({ force: true });
      await consent.click({ force: true });
      await expect
        .poll(() => document.querySelectorAll('[slot="errorMessage"]').length)
        .toBeGreaterThanOrEqual(8);
      expectOnlyCatalogueErrors(language);
    },
  );

  test('money follows the language: 12,11 £ in Spanish', async () => {
    const screen = await openCheckout('es');
    await expect.element(screen.getByText(/^12,11\s£$/).first()).toBeVisible();
  });
});
