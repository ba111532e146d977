import { expect, test } from 'vitest';
import en from '@/locales/en.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Every path of SPEC §2's route table, with the level-1 heading its screen shows. */
const screens: [string, string][] = [
  ['/', `${en['home.hero.title']} ${en['home.hero.highlight']}`],
  ['/signup', en['signup.title']],
  ['/signin', en['signin.title']],
  ['/reset-password', en['reset.title']],
  ['/verify-email?token=mailed', en['verifyEmail.title']],
  ['/image-generator', en['page.imageGenerator']],
  ['/generate/image', en['page.imageGenerator']],
  ['/text-generator', en['page.textGenerator']],
  ['/generate/text', en['page.textGenerator']],
  ['/saved-texts', en['page.savedTexts']],
  ['/generate/voice', en['voiceGenerator.title']],
  ['/generate/video', en['videoGenerator.title']],
  ['/this/does/not/exist', en['notFound.title']],
];

test.each(screens)('%s renders its screen', async (path, heading) => {
  const { screen } = await renderApp(path);
  await expect.element(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});

test.each([1, 2, 3, 4, 5])('/preview/dashboard-v%i is labelled with its variant', async (n) => {
  const { screen } = await renderApp(`/preview/dashboard-v${n}`);
  await expect.element(screen.getByText(`Preview Mode: Variant ${n}`)).toBeVisible();
});

test('the not-found screen is translated', async () => {
  const { screen } = await renderApp('/nope', { language: 'es' });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }))
    .toBeVisible();
  await expect.element(screen.getByText(/La página que buscas no existe/)).toBeVisible();
});

test('a route change scrolls smoothly to the top after 100 ms', async () => {
  const calls: ScrollToOptions[] = [];
  const times: number[] = [];
  const original = window.scrollTo;
  window.scrollTo = ((options: ScrollToOptions) => {
    calls.push(options);
    times.push(performance.now());
  }) as typeof window.scrollTo;
  try {
    const { router, screen } = await renderApp('/');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await new Promise((r) => setTimeout(r, 200));
    calls.length = 0;
    times.length = 0;
    const navigatedAt = performance.now();
    await router.navigate('/signin');
    await expect.poll(() => calls).toEqual([{ top: 0, behavior: 'smooth' }]);
    // Timed in the page, from before the navigation: never earlier than 100 ms.
    expect(times[0]! - navigatedAt).toBeGreaterThanOrEqual(100);
  } finally {
    window.scrollTo = original;
  }
});

test.each(['/signin', '/signup'])('%s while signed in goes to the dashboard', async (path) => {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
  try {
    const { router } = await renderApp(path);
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard');
  } finally {
    localStorage.removeItem(tokenStorageKey);
  }
});
