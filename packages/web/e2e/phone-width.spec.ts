import type { Page } from '@playwright/test';
import en from '../src/locales/en.json' with { type: 'json' };
import es from '../src/locales/es.json' with { type: 'json' };
import { screenModules } from '../src/config/paths';
import { expect, test } from './fixtures';
import { creditedUserViaApi, grantAdmin, signInWithToken, uniqueEmail } from './helpers';

// A signed-in phone user (390 px wide, the width of a common phone) sees every page of the
// product fit the screen, in both languages, with a balance whose words are as long as they get:
// thousands of credits, and an order in the history.

const phone = { width: 390, height: 844 };
const catalogues = { en, es } as const;

/** Every route of the product; `*` (any other path) is visited as a path that does not exist. */
const routes = Object.keys(screenModules).map((path) => (path === '*' ? '/no-such-page' : path));

/** The page, scrolled to the bottom, as wide as the screen, and the elements that stick out. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 4)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').slice(0, 30);
        return `<${element.tagName.toLowerCase()}> “${text}” ${Math.round(box.x)}+${Math.round(box.width)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
}

test.describe('a signed-in phone at 390 px', () => {
  test.use({ viewport: phone });

  let token = '';
  test.beforeAll(async ({ request }) => {
    const email = uniqueEmail('phone');
    token = await creditedUserViaApi(request, 1000, email);
    // The admin screen is drawn for the operator too (and answers others with a 403 page).
    await grantAdmin(email);
  });

  for (const language of ['en', 'es'] as const) {
    test(`every route fits the screen in ${language}`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await page
        .context()
        .addCookies([{ name: 'language', value: language, url: baseURL ?? 'http://localhost' }]);
      await page.addInitScript((value) => localStorage.setItem('language', value), language);
      await signInWithToken(page, token);

      // 1,000 bought on top of the trial's 20; Spanish groups thousands from five digits.
      const balance = language === 'en' ? '1,020 credits' : '1020 créditos';
      for (const route of routes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        if (route !== '/no-such-page') {
          await expect(
            page.getByRole('banner').getByTitle(catalogues[language]['header.creditsLabel']),
          ).toContainText(balance);
        }
        const seen = await overflow(page);
        expect(seen.width).toBe(phone.width);
        expect
          .soft(seen.scrollWidth, `${route}: ${seen.outside.join(' | ')}`)
          .toBeLessThanOrEqual(seen.width);
        // The menu button stays on the screen, whole.
        const menu = page.getByRole('button', { name: catalogues[language]['header.openMenu'] });
        const box = await menu.boundingBox();
        expect(box, route).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), route).toBeLessThanOrEqual(phone.width);
      }
    });
  }

  test('in Spanish the menu’s sign-out button can be reached and the account card names the user', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'language', value: 'es', url: baseURL ?? 'http://localhost' }]);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await signInWithToken(page, token);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: es['header.openMenu'] }).click();
    const dialog = page.getByRole('dialog');
    const signOut = dialog.getByRole('button', { name: es['header.signOut'] });
    // Whole on the screen once the menu has slid in, without scrolling the menu.
    await expect(signOut).toBeInViewport({ ratio: 1 });
    const box = await signOut.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    // The account card shows the whole name, not its first letters.
    const name = dialog.getByText('Ada Lovelace', { exact: true });
    await expect(name).toBeVisible();
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Reached and in view is what this test is about; signing out (a page reload) is covered by
    // the journeys, and its reload could outlast the test's teardown on a loaded machine.
    await expect(signOut).toBeInViewport();
  });

  test('the back-to-top button leaves the footer’s last line readable', async ({ page }) => {
    await signInWithToken(page, token);
    await page.goto('/');
    const button = page.getByRole('button', { name: en['header.backToTop'] });
    const lastLine = page.locator('footer p').last();
    // The page may still grow while it loads (sections, images): scroll to the end again until
    // the footer's last line is on screen with the button shown.
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await expect(lastLine).toBeInViewport({ timeout: 1_000 });
      await expect(button).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const [a, b] = [await button.boundingBox(), await lastLine.boundingBox()];
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    if (!a || !b) return;
    // The last line's text, not its full-width box: the copyright is centred.
    const text = await lastLine.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const r = range.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const overlaps =
      a.x < text.x + text.width &&
      text.x < a.x + a.width &&
      a.y < text.y + text.height &&
      text.y < a.y + a.height;
    expect(overlaps, JSON.stringify({ button: a, line: text })).toBe(false);
  });
});
