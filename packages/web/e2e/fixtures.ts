import { test as base, expect, type Page } from '@playwright/test';

/**
 * The page is live: React has hydrated the server's markup (the layout's outermost element
 * carries React's props once the hydration has drawn it). Until then the page reads and its
 * links work, but a tab or a button does nothing yet.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shell = document.querySelector('#root > *');
    return shell !== null && Object.keys(shell).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * The journeys' `test`: its page waits, after each `goto` and `reload`, until the app has taken
 * the server's page over, as a person waits for a page to respond; the journeys then act on the
 * live page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitUntilLive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitUntilLive(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
