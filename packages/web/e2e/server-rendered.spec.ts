import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import es from '../src/locales/es.json' with { type: 'json' };
import { expect, test, waitUntilLive } from './fixtures';

// The pages arrive drawn by the server in the visitor's language, read without JavaScript, and
// the app takes them over (hydrates) without React reporting a difference.

const heroTitle = (words: typeof en) =>
  `${words['home.hero.title']} ${words['home.hero.highlight']}`;

async function withContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const languageCookie = (baseURL: string | undefined, value: string) => ({
  name: 'language',
  value,
  url: baseURL ?? 'http://localhost',
});

test.describe('without JavaScript', () => {
  test('home and sign-in show their text, in English by default', async ({ browser }) => {
    await withContext(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(en));
      await expect(page.getByText(en['home.hero.subtitle'])).toBeVisible();
      await expect(page.getByRole('link', { name: en['header.signIn'] })).toBeVisible();
      await expect(page).toHaveTitle(/Lumen Studio/);

      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['signin.title']);
      await expect(page.getByLabel(en['auth.email'])).toBeVisible();
      await expect(
        page.getByRole('button', { name: en['signin.submit'], exact: true }),
      ).toBeVisible();
      // Drawn by the server too, so the form does not move when the app arrives.
      await expect(page.getByRole('button', { name: en['passkey.signIn'] })).toBeVisible();
      await expect(page).toHaveTitle(`${en['page.signin']} · Lumen Studio`);

      // The trial promise is in the page as the server serves it (the default trial here).
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['signup.title']);
      await expect(
        page.getByText('Start with 20 free credits for 14 days. No card required.'),
      ).toBeVisible();
    });
  });

  test('in Spanish with the language cookie', async ({ browser, baseURL }) => {
    await withContext(browser, { javaScriptEnabled: false }, async (page) => {
      await page.context().addCookies([languageCookie(baseURL, 'es')]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(es));
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['signin.title']);
      await expect(page.getByLabel(es['auth.email'])).toBeVisible();
    });
  });

  test('in Spanish for a browser that asks for it (Accept-Language), unless the cookie says otherwise', async ({
    browser,
    baseURL,
  }) => {
    await withContext(browser, { javaScriptEnabled: false, locale: 'es-ES' }, async (page) => {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['signin.title']);
      await page.context().addCookies([languageCookie(baseURL, 'en')]);
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['signin.title']);
    });
  });

  test('the legal documents are pages of their own in both languages, linked from the footer', async ({
    browser,
    baseURL,
  }) => {
    const documents = [
      ['/privacy', 'footer.privacy'],
      ['/terms', 'footer.terms'],
      ['/cookies', 'footer.cookies'],
    ] as const;
    for (const [language, words] of [
      ['en', en],
      ['es', es],
    ] as const) {
      await withContext(browser, { javaScriptEnabled: false }, async (page) => {
        await page.context().addCookies([languageCookie(baseURL, language)]);
        for (const [path, title] of documents) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[title]);
          await expect(
            page.getByRole('contentinfo').getByRole('link', { name: words[title] }),
          ).toHaveAttribute('href', path);
        }
      });
    }
  });

  test('a signed-in page is the layout with its skeleton; an unknown path the not-found page (404)', async ({
    browser,
  }) => {
    await withContext(browser, { javaScriptEnabled: false }, async (page) => {
      const response = await page.goto('/dashboard');
      await expect(page.getByRole('banner')).toBeVisible();
      // The skeleton: the loading spinner, named for assistive technology.
      expect(await response?.text()).toContain(en['app.loading']);
      await expect(page.getByRole('main')).not.toContainText(en['dashboard.balance']);
      const missing = await page.goto('/no/such/page');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['notFound.title']);
    });
  });
});

/**
 * Errors the page logs (React's hydration reports, CSP refusals) and every CSP violation it
 * causes (some, like a refused eval, reach only DevTools' Issues, not the console).
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    // The not-found page is a 404 response, which Chromium logs as a failed load.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('with JavaScript', () => {
  const pages = [
    '/',
    '/signin',
    '/signup',
    '/reset-password',
    '/image-generator',
    '/text-generator',
    '/generate/video',
    '/privacy',
    '/terms',
    '/cookies',
    '/nope',
  ];

  for (const language of ['en', 'es'] as const) {
    test(`the public pages hydrate without an error under the strict CSP (${language})`, async ({
      browser,
      baseURL,
    }) => {
      // No CSP bypass here (the suite's default, for axe): an inline script would be refused.
      await withContext(browser, { bypassCSP: false }, async (page) => {
        await page.context().addCookies([languageCookie(baseURL, language)]);
        const errors = await collectErrors(page);
        for (const path of pages) {
          const response = await page.goto(path);
          const html = (await response?.text()) ?? '';
          expect(html, path).toContain(`<html lang="${language}">`);
          expect(html, path).toMatch(/<main[^>]*>\s*<[^/]/);
          await waitUntilLive(page);
        }
        expect(errors).toEqual([]);
      });
    });
  }

  test("the app is fetched once the server's page has been drawn, and then takes it over", async ({
    browser,
  }) => {
    for (const path of ['/', '/signin']) {
      await withContext(browser, {}, async (page) => {
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
          });
        });
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        // The page names the app's chunks only in the template the entry reads after the paint.
        const head = html.slice(0, html.indexOf('<template'));
        expect(head, path).not.toMatch(/rel="modulepreload"[^>]*\/assets\/(main|framework)-/);
        await waitUntilLive(page);
        const { firstFrameAt, scripts } = await page.evaluate(() => ({
          firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(main|framework)-[^/]*\.js$/.test(entry.name))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        }));
        expect(firstFrameAt, path).toBeDefined();
        expect(scripts, path).toHaveLength(2);
        for (const script of scripts) {
          expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstFrameAt as number);
        }
      });
    }
  });

  test('an old link to a document on home (/#terms) leads to its page', async ({ page }) => {
    await page.goto('/#terms');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['footer.terms']);
  });

  test('the language choice: the server follows the cookie the app sets when switching', async ({
    page,
  }) => {
    await page.goto('/signin');
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['signin.title']);
    // Switch with the header's language select (a stand-in until its code arrives, which opens
    // the list once it has).
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Español', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['signin.title']);
    const reloaded = await page.reload();
    expect(reloaded?.headers()['content-language']).toBe('es');
    expect(await reloaded?.text()).toContain(es['signin.title']);
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['signin.title']);
  });

  test('local storage outranks the page: a visitor who chose English on a Spanish page gets English', async ({
    browser,
    baseURL,
  }) => {
    await withContext(browser, { locale: 'es-ES' }, async (page) => {
      const errors = await collectErrors(page);
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      const response = await page.goto('/signin');
      // The server knows only the cookie (none yet) and Accept-Language.
      expect(await response?.text()).toContain(es['signin.title']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['signin.title']);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(errors).toEqual([]);
      const cookies = await page.context().cookies(baseURL);
      expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en');
    });
  });
});
