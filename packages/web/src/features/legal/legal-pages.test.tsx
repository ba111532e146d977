import { expect, test } from 'vitest';
import { lowBalanceDismissedKey } from '@/components/low-balance-banner';
import { paths } from '@/config/paths';
import { tokenStorageKey } from '@/lib/auth/token';
import { currencyStorageKey } from '@/lib/currency';
import { languageStorageKey } from '@/lib/i18n/detect-language';
import { topupStorageKey } from '@/lib/topup-storage';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { meFixture, quoteFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const words = { en, es } as const;
const documents = [
  [paths.privacy, 'footer.privacy'],
  [paths.terms, 'footer.terms'],
  [paths.cookies, 'footer.cookies'],
] as const;

test.each(
  (['en', 'es'] as const).flatMap((language) =>
    documents.map(([path, title]) => [language, path, title] as const),
  ),
)('%s: %s is a page with its document', async (language, path, title) => {
  const { screen } = await renderApp(path, { language });
  await expect
    .element(screen.getByRole('heading', { level: 1 }))
    .toHaveTextContent(words[language][title]);
  // A document, not the not-found page: sections under the title.
  await expect
    .poll(() => screen.getByRole('heading', { level: 2 }).elements().length)
    .toBeGreaterThan(3);
  expect(document.title).toBe(`${words[language][title]} · Lumen Studio`);
});

test.each(['en', 'es'] as const)(
  '%s: the cookie policy names every cookie and stored value the app keeps in the browser',
  async (language) => {
    const { screen } = await renderApp(paths.cookies, { language });
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const key of [
      languageStorageKey,
      tokenStorageKey,
      currencyStorageKey,
      topupStorageKey,
      lowBalanceDismissedKey,
    ]) {
      await expect.element(main.getByText(key, { exact: true }).first()).toBeVisible();
    }
  },
);

test('the footer links each document, and each page is reached from it', async () => {
  const { screen, router } = await renderApp('/');
  const footer = screen.getByRole('contentinfo');
  for (const [path, title] of documents) {
    const link = footer.getByRole('link', { name: en[title] });
    await expect.element(link).toHaveAttribute('href', path);
    await link.click();
    await expect.poll(() => router.state.location.pathname).toBe(path);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en[title]);
  }
});

test.each([
  ['#privacy', paths.privacy],
  ['#terms', paths.terms],
  ['#cookies', paths.cookies],
])('an old link to home%s leads to its page', async (hash, path) => {
  const { screen, router } = await renderApp(`/${hash}`);
  await expect.poll(() => router.state.location.pathname).toBe(path);
  await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
});

test('sign-up consents to the documents it links', async () => {
  const { screen } = await renderApp(paths.signup);
  const form = screen.getByRole('main');
  await expect
    .element(form.getByRole('link', { name: 'Privacy Policy' }).first())
    .toHaveAttribute('href', paths.privacy);
  await expect
    .element(form.getByRole('link', { name: 'Terms of Service' }).first())
    .toHaveAttribute('href', paths.terms);
});

test('checkout consents to the documents it links (the user terms are the terms of service)', async () => {
  localStorage.setItem(tokenStorageKey, 'tok');
  localStorage.setItem(
    topupStorageKey,
    JSON.stringify({ quoteId: 'q1', credits: 150, currency: 'GBP', totalAmount: '12.11' }),
  );
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/currency/quote/q1': () => Response.json({ quote: quoteFixture }),
  });
  const { screen } = await renderApp(paths.checkout);
  const main = screen.getByRole('main');
  await expect
    .element(main.getByRole('link', { name: 'Privacy Policy' }))
    .toHaveAttribute('href', paths.privacy);
  await expect
    .element(main.getByRole('link', { name: 'User Terms' }))
    .toHaveAttribute('href', paths.terms);
});
