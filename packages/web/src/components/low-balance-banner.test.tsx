import { afterEach, describe, expect, test } from 'vitest';
import { tokenStorageKey } from '@/lib/auth/token';
import en from '@/locales/en.json';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { lowBalanceDismissedKey } from './low-balance-banner';

function signedInWith(credits: number) {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture(credits)),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
}

describe('low-balance banner', () => {
  afterEach(() => localStorage.removeItem(lowBalanceDismissedKey));

  test('under one 1024×1024 image: the notice, Top up opens the top-up dialog', async () => {
    signedInWith(3);
    const { screen } = await renderApp('/dashboard');
    const banner = screen.getByRole('region', { name: en['lowBalance.label'] });
    await expect.element(banner).toMatchTextContent('Your balance is 3 credits');
    await banner.getByRole('button', { name: en['lowBalance.topUp'] }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  test('dismissed, it stays away for the day', async () => {
    signedInWith(1);
    const { screen } = await renderApp('/dashboard');
    const banner = screen.getByRole('region', { name: en['lowBalance.label'] });
    await banner.getByRole('button', { name: en['lowBalance.dismiss'] }).click();
    await expect.element(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(lowBalanceDismissedKey)).toBe(
      new Date().toLocaleDateString('en-CA'),
    );
  });

  test('enough for a 1024×1024 image: no banner', async () => {
    signedInWith(4);
    const { screen } = await renderApp('/dashboard');
    // The header's badge shows the balance once the user is loaded.
    await expect.element(screen.getByRole('banner').getByText('4 credits')).toBeVisible();
    expect(screen.getByRole('region', { name: en['lowBalance.label'] }).elements()).toHaveLength(0);
  });

  test('says what the balance cannot buy truly: a 1024×1024 image costs 4 credits', async () => {
    signedInWith(3);
    const { screen } = await renderApp('/dashboard');
    const banner = screen.getByRole('region', { name: en['lowBalance.label'] });
    await expect
      .element(banner)
      .toMatchTextContent(
        'Your balance is 3 credits: not enough for a 1024×1024 image (4 credits).',
      );
  });

  test('on the text generator it speaks of no image: the balance and Top up only', async () => {
    signedInWith(3);
    const { screen } = await renderApp('/text-generator');
    const banner = screen.getByRole('region', { name: en['lowBalance.label'] });
    await expect.element(banner).toMatchTextContent('Your balance is low: 3 credits left.');
    expect(banner.element().textContent).not.toMatch(/image|standard/i);
  });

  test('arriving after the page has drawn, it moves nothing: docked at the bottom of the window', async () => {
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    signedInWith(1);
    mockApi({
      'GET /api/auth/me': async () => {
        await meAnswered;
        return Response.json(meFixture(1));
      },
      'GET /api/profile': () => Response.json(profileFixture()),
    });
    const { screen } = await renderApp('/');
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1 })).toBeVisible();
    const before = main.element().getBoundingClientRect().top;
    answerMe();
    const banner = screen.getByRole('region', { name: en['lowBalance.label'] });
    await expect.element(banner).toBeVisible();
    expect(main.element().getBoundingClientRect().top).toBe(before);
    expect(banner.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
