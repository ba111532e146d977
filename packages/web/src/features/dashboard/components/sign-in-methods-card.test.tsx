import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import type { Language } from '@/lib/i18n/detect-language';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const google = {
  id: 'identity-1',
  provider: 'Google',
  email: 'ada@gmail.com',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
};

function signedIn(overrides: Record<string, Handler> = {}, oidcLabel: string | null = 'Google') {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/config': () =>
      Response.json({ trialCredits: 20, trialDays: 14, ...(oidcLabel ? { oidcLabel } : {}) }),
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
    'GET /api/tokens': () => Response.json({ tokens: [] }),
    ...overrides,
  });
}

async function openSettings(language: Language = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('Sign-in methods', () => {
  test('lists the password and the linked provider; unlinking asks, then sends the DELETE', async () => {
    let identities = [google];
    const { requests } = signedIn({
      'GET /api/auth/sign-in-methods': () => Response.json({ password: true, identities }),
      'DELETE /api/auth/sign-in-methods/identity-1': () => {
        identities = [];
        return new Response(null, { status: 204 });
      },
    });
    await openSettings();
    const card = page.getByRole('region', { name: 'Sign-in methods' });
    await expect.element(card.getByText('ada@gmail.com')).toBeVisible();
    await expect.element(card.getByText('Set', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Unlink Google' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .element(dialog.getByText(/no longer be able to sign in with Google/))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect.element(page.getByText('Google unlinked')).toBeVisible();
    await expect.element(card.getByText('ada@gmail.com')).not.toBeInTheDocument();
    const call = requests.find((r) => r.method === 'DELETE');
    expect(new URL(call?.url ?? 'http://x').pathname).toBe('/api/auth/sign-in-methods/identity-1');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');
  });

  test('the only way in cannot be unlinked, and it says why, in Spanish', async () => {
    const { requests } = signedIn({
      'GET /api/auth/sign-in-methods': () =>
        Response.json({ password: false, identities: [google] }),
    });
    await openSettings('es');
    const card = page.getByRole('region', { name: 'Métodos de inicio de sesión' });
    await expect
      .element(card.getByText('Es tu única forma de iniciar sesión', { exact: false }))
      .toBeVisible();
    await expect.element(card.getByRole('button', { name: 'Desvincular Google' })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  test('without a configured provider the card is not there and nothing is asked', async () => {
    const { requests } = signedIn({}, null);
    await openSettings();
    await expect
      .element(page.getByRole('region', { name: 'Personal access tokens' }))
      .toBeVisible();
    expect(page.getByRole('region', { name: 'Sign-in methods' }).elements()).toEqual([]);
    expect(requests.some((r) => new URL(r.url).pathname === '/api/auth/sign-in-methods')).toBe(
      false,
    );
  });
});
