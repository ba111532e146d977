import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { Language } from '@/lib/i18n/detect-language';
import { serveBackend } from '@/testing/mock-api';
import type { BackendSeed } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';

const google = {
  id: 'identity-1',
  provider: 'Google',
  email: 'ada@gmail.com',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
};

/** Signed in to the in-memory backend, with Google configured (or no provider: `null`). */
function signedIn(
  signInMethods: BackendSeed['signInMethods'],
  oidcLabel: string | null = 'Google',
) {
  return serveBackend({ signInMethods, ...(oidcLabel ? { oidcLabel } : {}) });
}

async function openSettings(language: Language = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('Sign-in methods', () => {
  test('lists the password and the linked provider; unlinking asks, then sends the DELETE', async () => {
    const { requests } = signedIn({ password: true, identities: [google] });
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
    const { requests } = signedIn({ password: false, identities: [google] });
    await openSettings('es');
    const card = page.getByRole('region', { name: 'Métodos de inicio de sesión' });
    await expect
      .element(card.getByText('Es tu única forma de iniciar sesión', { exact: false }))
      .toBeVisible();
    await expect.element(card.getByRole('button', { name: 'Desvincular Google' })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  test('without a configured provider the card is not there and nothing is asked', async () => {
    const { requests } = signedIn(undefined, null);
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
