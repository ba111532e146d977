import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import en from '@/locales/en.json';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const unverified = (pending: number) => {
  const me = meFixture(0);
  return { user: { ...me.user, email_verified: false, trial_pending_credits: pending } };
};

function signedIn(me: ReturnType<typeof meFixture>, routes: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(me),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
    ...routes,
  });
}

describe('verify-e-mail banner (dashboard)', () => {
  afterEach(() => localStorage.removeItem(tokenStorageKey));

  test('a trial waiting for the address: says how many credits, and Resend mails the link again', async () => {
    const { requests } = signedIn(unverified(20), {
      'POST /api/auth/verify-email/resend': () =>
        Response.json({ accepted: true }, { status: 202 }),
    });
    const { screen } = await renderApp('/dashboard');
    const banner = screen.getByRole('region', { name: en['verifyEmail.label'] });
    await expect
      .element(banner)
      .toMatchTextContent('Verify your e-mail to receive your 20 free credits');
    await expect.element(banner).toMatchTextContent('ada@example.com');
    await banner.getByRole('button', { name: en['verifyEmail.resend'] }).click();
    await expect.element(page.getByText('We sent a new link to ada@example.com.')).toBeVisible();
    expect(
      requests.filter(
        (r) => r.method === 'POST' && r.url.endsWith('/api/auth/verify-email/resend'),
      ),
    ).toHaveLength(1);
  });

  test('resent too often: the server’s 429 is a toast saying to wait', async () => {
    signedIn(unverified(20), {
      'POST /api/auth/verify-email/resend': () =>
        Response.json(
          { error: 'rate_limited', message: 'Too many verification mails.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
    });
    const { screen } = await renderApp('/dashboard');
    const banner = screen.getByRole('region', { name: en['verifyEmail.label'] });
    await banner.getByRole('button', { name: en['verifyEmail.resend'] }).click();
    await expect.element(page.getByText(en['verifyEmail.tooMany'])).toBeVisible();
  });

  test('verified, or nothing waiting for it: no banner', async () => {
    signedIn(unverified(0));
    const { screen } = await renderApp('/dashboard');
    await expect.element(screen.getByRole('heading', { name: 'Ada Byron Lovelace' })).toBeVisible();
    expect(screen.getByRole('region', { name: en['verifyEmail.label'] }).elements()).toHaveLength(
      0,
    );
  });

  test('the user arriving after the profile: the notice and the card come together, nothing moves', async () => {
    await page.viewport(412, 823);
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    let profileAnswered = false;
    signedIn(unverified(20), {
      'GET /api/auth/me': async () => {
        await meAnswered;
        return Response.json(unverified(20));
      },
      'GET /api/profile': () => {
        profileAnswered = true;
        return Response.json(profileFixture());
      },
    });
    // Layout shifts as the browser scores them (what Lighthouse sums into its CLS).
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as unknown as { value: number }).value);
      }
    });
    observer.observe({ type: 'layout-shift' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const { screen } = await renderApp('/dashboard');
    await expect.poll(() => profileAnswered).toBe(true);
    await frame();
    await frame();
    answerMe();
    await expect
      .element(screen.getByRole('region', { name: en['verifyEmail.label'] }))
      .toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await frame();
    await frame();
    observer.disconnect();
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });
});
