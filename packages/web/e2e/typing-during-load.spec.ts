import type { Page } from '@playwright/test';
import { expect, test, waitUntilLive } from './fixtures';

// The server's page is drawn before the app behind it has loaded: a quick visitor types into its
// fields while the app takes the page over (hydrates). Nothing typed may be lost there, and the
// caret and the focus stay where the visitor left them, on a fast machine and on a slow phone.

interface Typed {
  /** The field's `name` in the page. */
  field: string;
  text: string;
}

const early = 'early@example.com';

const pages: { path: string; typed: [Typed, ...Typed[]] }[] = [
  {
    path: '/signin',
    typed: [
      { field: 'email', text: early },
      { field: 'password', text: 'Correct-Horse-42' },
    ],
  },
  {
    path: '/signup',
    typed: [
      { field: 'fullName', text: 'Ada Lovelace' },
      { field: 'email', text: early },
    ],
  },
  { path: '/reset-password', typed: [{ field: 'email', text: early }] },
  { path: '/image-generator', typed: [{ field: 'prompt', text: 'A lighthouse at dawn, in ink' }] },
  { path: '/text-generator', typed: [{ field: 'prompt', text: 'A haiku about early mornings' }] },
];

// One load may happen to hydrate before the first key; several loads make a lost key certain.
const rounds = 3;

/** Resolves once the page's main thread has had nothing left to do (the app has settled). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout: 10_000 });
      }),
  );

/** Whether React has taken the page over (the predicate of `waitUntilLive`). */
const isLive = (page: Page) =>
  page.evaluate(() => {
    const shell = document.querySelector('#root > *');
    return shell !== null && Object.keys(shell).some((key) => key.startsWith('__reactProps'));
  });

for (const rate of [4, 1]) {
  for (const { path, typed } of pages) {
    test(`what is typed on ${path} while the app loads survives it (CPU ${rate}×)`, async ({
      browser,
    }) => {
      test.slow();
      let typedBeforeLive = 0;
      for (let round = 1; round <= rounds; round += 1) {
        // A new browser context each round: nothing cached, the app loads as on a first visit.
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await page.goto(path, { waitUntil: 'commit' });
          for (const [index, { field, text }] of typed.entries()) {
            const input = page.locator(`[name="${field}"]`);
            // Typed from the moment the server's field shows, key by key.
            await input.waitFor({ state: 'visible' });
            if (index === 0 && !(await isLive(page))) typedBeforeLive += 1;
            await input.pressSequentially(text);
          }
          await waitUntilLive(page);
          await settled(page);

          const last = typed[typed.length - 1] ?? typed[0];
          for (const { field, text } of typed) {
            const state = await page.locator(`[name="${field}"]`).evaluate((element) => {
              const input = element as HTMLInputElement | HTMLTextAreaElement;
              return {
                value: input.value,
                focused: document.activeElement === input,
                caret: input.selectionStart,
              };
            });
            const where = `${path} ${field}, round ${round}`;
            expect(state.value, where).toBe(text);
            if (field === last.field) {
              expect(state.focused, where).toBe(true);
              // An e-mail input has no selection API (null): the next key shows where the caret is.
              if (state.caret !== null) expect(state.caret, where).toBe(text.length);
            }
          }
          // The form holds what the page shows: sign-in's values are valid, so it can be sent.
          if (path === '/signin') {
            await expect(page.locator('button[type="submit"]')).toBeEnabled();
          }
          // The next key lands in the same field, at the end of what was typed.
          await page.keyboard.type('!');
          await expect(page.locator(`[name="${last.field}"]`)).toHaveValue(`${last.text}!`);
        } finally {
          await context.close();
        }
      }
      // The test means something only if the visitor did type before the app was there.
      expect(typedBeforeLive).toBeGreaterThan(0);
    });
  }
}
