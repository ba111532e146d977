import { fillTrialPromises, PUBLIC_CONFIG_META } from '@lumen/domain';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes, loadScreenOf } from '@/app/router';
import { tokenStorageKey } from '@/lib/auth/token';
import type { Language } from '@/lib/i18n/detect-language';
import { createQueryClient } from '@/lib/react-query';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { drawTrialTexts, renderPage } from './render-page';

// The server's markup (as the build draws it) hydrated by the app as main.tsx does it, under
// React's development build, which reports every difference between the two: text, elements
// and attributes (ids that React Aria derives from useId included).

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  document.head.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.remove();
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
});

/** Draws path on the "server", hydrates it, and returns what React reported. */
async function hydrate(
  path: string,
  language: Language,
  publicConfig = { trialCredits: 20, trialDays: 14 },
  /** What the visitor does to the server's page before the app has loaded. */
  beforeHydrating?: (markup: HTMLElement) => void,
) {
  // The build's drawing of the trial promises in every shape, which the server fills.
  const texts = await drawTrialTexts(path, language);
  const drawn = await renderPage(path, language);
  // The server writes its trial into the page's promises and its public configuration into the
  // page's meta (serve-web).
  const body = fillTrialPromises(drawn.body, language, texts, publicConfig);
  const meta = document.createElement('meta');
  meta.name = PUBLIC_CONFIG_META;
  meta.content = JSON.stringify(publicConfig);
  document.head.append(meta);
  container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const serverHeading = container.querySelector('h1')?.textContent;
  beforeHydrating?.(container);

  const reported: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  });
  await loadScreenOf(path);
  const target = container;
  root = hydrateRoot(
    target,
    <StrictMode>
      <AppProvider renderedLanguage={language} queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
    {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
      onUncaughtError: (error) => reported.push(`uncaught: ${String(error)}`),
    },
  );
  return {
    serverHeading,
    /** Waits for the page to be live (React's handlers attached), then stops listening. */
    reported: async () => {
      await expect
        .poll(() => Object.keys(target).some((key) => key.startsWith('__react')))
        .toBe(true);
      // One more turn, for what React reports after the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      consoleError.mockRestore();
      return reported.filter((line) =>
        /hydrat|server rendered|didn.t match|recoverable|uncaught/i.test(line),
      );
    },
  };
}

const publicPages: [string, Language, string][] = [
  ['/', 'en', `${en['home.hero.title']} ${en['home.hero.highlight']}`],
  ['/', 'es', `${es['home.hero.title']} ${es['home.hero.highlight']}`],
  ['/signin', 'en', en['signin.title']],
  ['/signin', 'es', es['signin.title']],
  ['/signup', 'es', es['signup.title']],
  ['/reset-password', 'en', en['reset.title']],
  ['/image-generator', 'es', es['page.imageGenerator']],
  ['/text-generator', 'en', en['textGenerator.title']],
  ['/generate/voice', 'es', es['voiceGenerator.title']],
  ['/generate/video', 'es', es['videoGenerator.title']],
  ['/privacy', 'en', en['footer.privacy']],
  ['/cookies', 'es', es['footer.cookies']],
  ['/no/such/page', 'es', es['notFound.title']],
];

test.each(publicPages)(
  '%s in %s: the server draws the screen and it hydrates without a difference',
  async (path, language, heading) => {
    const page = await hydrate(path, language);
    expect(page.serverHeading).toBe(heading);
    expect(await page.reported()).toEqual([]);
    expect(container?.querySelector('h1')?.textContent).toBe(heading);
  },
);

test.each([
  ['/signup', 'en', { trialCredits: 0, trialDays: 7 }, 'Pay only for the credits you use.'],
  [
    '/signup',
    'es',
    { trialCredits: 35, trialDays: 10 },
    'Empieza con 35 créditos gratis durante 10 días',
  ],
  ['/', 'en', { trialCredits: 0, trialDays: 14 }, 'Pay only for the credits you use'],
  ['/', 'en', { trialCredits: 1500, trialDays: 30 }, '30-day free trial · 1,500 free credits'],
  ['/', 'es', { trialCredits: 1, trialDays: 1 }, 'Prueba gratuita de 1 días · 1 créditos gratis'],
] as const)(
  "%s in %s on a server with the trial %o: the page says the server's trial and hydrates as served",
  async (path, language, trial, promise) => {
    const page = await hydrate(path, language, trial);
    expect(container?.textContent).toContain(promise);
    expect(await page.reported()).toEqual([]);
    expect(container?.textContent).toContain(promise);
    expect(container?.textContent).not.toMatch(/\b20\b.*(free credits|créditos gratis)/);
  },
);

test("home with a stored currency: the default currency's prices hydrate, then the chosen ones show", async () => {
  localStorage.setItem('user_currency', 'GBP');
  const page = await hydrate('/', 'en');
  expect(container?.textContent).toContain('Prices in EUR');
  expect(await page.reported()).toEqual([]);
  await expect.poll(() => container?.textContent).toContain('Prices in GBP');
  expect(container?.textContent).toContain('300 credits for £23.46');
  localStorage.removeItem('user_currency');
});

test("what was typed into the server's fields before the app took over stays, with focus and caret", async () => {
  const page = await hydrate('/signin', 'en', undefined, (markup) => {
    const email = markup.querySelector<HTMLInputElement>('input[name="email"]');
    const password = markup.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('sign-in has no e-mail or password field');
    email.value = 'early@example.com';
    password.value = 'Correct-Horse-42';
    password.focus();
    password.setSelectionRange(7, 7);
  });
  expect(await page.reported()).toEqual([]);
  const email = container?.querySelector<HTMLInputElement>('input[name="email"]');
  const password = container?.querySelector<HTMLInputElement>('input[name="password"]');
  // The form holds the values too: they pass its validation, so submit is enabled.
  await expect
    .poll(() => container?.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled)
    .toBe(false);
  expect(email?.value).toBe('early@example.com');
  expect(password?.value).toBe('Correct-Horse-42');
  expect(document.activeElement).toBe(password);
  expect(password?.selectionStart).toBe(7);
});

test('a signed-in visitor: the signed-out markup hydrates, then the page turns signed in', async () => {
  localStorage.setItem(tokenStorageKey, 'a-token');
  const page = await hydrate('/image-generator', 'en');
  expect(await page.reported()).toEqual([]);
  // The header's sign-out button replaces its sign-in link once the page is live.
  await expect.poll(() => container?.textContent?.includes(en['header.signOut'])).toBe(true);
});

test('a signed-in screen: the server draws its skeleton, the browser the screen', async () => {
  const { body } = await renderPage('/dashboard', 'en');
  expect(body).toContain(en['app.loading']);
  expect(body).not.toContain(en['dashboard.balance']);

  localStorage.setItem(tokenStorageKey, 'a-token');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
  const page = await hydrate('/dashboard', 'en');
  expect(await page.reported()).toEqual([]);
  await expect.poll(() => container?.textContent?.includes(en['dashboard.balance'])).toBe(true);
});

test("the dashboard's skeleton has the dashboard's shape: nothing moves when the screen replaces it", async () => {
  localStorage.setItem(tokenStorageKey, 'a-token');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
  // Layout shifts as the browser scores them (what Lighthouse sums into its CLS).
  const shifts: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as unknown as { value: number }).value);
  });
  observer.observe({ type: 'layout-shift' });
  const page = await hydrate('/dashboard', 'en');
  expect(await page.reported()).toEqual([]);
  await expect.poll(() => container?.textContent?.includes(en['transactions.empty'])).toBe(true);
  // One more frame, for the last layout to be scored.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  observer.disconnect();
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
});

test('/signin: the passkey button is in the server’s page, so the form does not move as the app takes over', async () => {
  const submit = () => container?.querySelector('button[type="submit"]') as HTMLElement;
  let before: number | undefined;
  const page = await hydrate('/signin', 'en', undefined, () => {
    before = submit().getBoundingClientRect().top;
  });
  expect(await page.reported()).toEqual([]);
  await expect.poll(() => container?.textContent?.includes(en['passkey.signIn'])).toBe(true);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  expect(submit().getBoundingClientRect().top).toBe(before);
});
