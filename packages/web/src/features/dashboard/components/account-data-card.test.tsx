import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getToken, tokenStorageKey } from '@/lib/auth/token';
import {
  accountStatsFixture,
  meFixture,
  profileFixture,
  wrongPasswordAnswer,
} from '@/testing/fixtures';
import { savedFiles, zipAnswer } from '@/testing/downloads';
import { type Handler, mockApi, pending } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Language } from '@/lib/i18n/detect-language';

function signedIn(overrides: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
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

describe('Download my data', () => {
  test('fetches the export with the session token and saves it under the server’s name', async () => {
    const names = savedFiles();
    const { requests } = signedIn({
      'GET /api/account/export': () => zipAnswer('lumen-studio-export-2026-11-24.zip'),
    });
    await openSettings();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect.element(page.getByText('Your data has been downloaded')).toBeVisible();
    expect(names).toEqual(['lumen-studio-export-2026-11-24.zip']);
    const call = requests.find((r) => new URL(r.url).pathname === '/api/account/export');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');
  });

  test('busy while the archive is written', async () => {
    signedIn({ 'GET /api/account/export': () => pending() });
    await openSettings();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect.element(page.getByText(/Preparing your archive/)).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Download my data' }).getByRole('button'))
      .toHaveAttribute('data-pending');
  });

  test('a failure is told by its code, in Spanish', async () => {
    const names = savedFiles();
    signedIn({
      'GET /api/account/export': () =>
        Response.json({ error: 'forbidden', message: 'Forbidden' }, { status: 403 }),
    });
    await openSettings('es');
    await page.getByRole('button', { name: 'Descargar mis datos' }).click();
    await expect
      .element(page.getByText('Solo una sesión iniciada puede descargar los datos de la cuenta.'))
      .toBeVisible();
    expect(names).toEqual([]);
  });

  test.each([
    [
      'en',
      'Download my data',
      'An export of your data is already being downloaded. Try again when it has finished.',
    ],
    [
      'es',
      'Descargar mis datos',
      'Ya se está descargando una exportación de tus datos. Inténtalo de nuevo cuando termine.',
    ],
  ] as const)(
    '%s: an export already under way (429 export_in_progress) says so',
    async (language, button, text) => {
      signedIn({
        'GET /api/account/export': () =>
          Response.json(
            { error: 'export_in_progress', message: 'An export is being downloaded.' },
            { status: 429, headers: { 'Retry-After': '30' } },
          ),
      });
      await openSettings(language);
      await page.getByRole('button', { name: button }).click();
      await expect.element(page.getByText(text)).toBeVisible();
    },
  );

  test('any other failure says to try again', async () => {
    signedIn({ 'GET /api/account/export': () => new Response('boom', { status: 500 }) });
    await openSettings();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect
      .element(page.getByText('Your data could not be downloaded. Please try again.'))
      .toBeVisible();
  });
});

describe('Delete my account', () => {
  async function openDialog(language: Language = 'en') {
    const app = await openSettings(language);
    const open = language === 'en' ? 'Delete my account' : 'Eliminar mi cuenta';
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    return { ...app, dialog };
  }

  test('says what goes and what is kept; the password is required before anything is sent', async () => {
    const { requests } = signedIn();
    const { dialog } = await openDialog();
    await expect.element(dialog.getByText(/saved texts and images/)).toBeVisible();
    await expect.element(dialog.getByText(/Kept for accounting/)).toBeVisible();
    await expect.element(dialog.getByText(/without a second free trial/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(dialog.getByText('Password is required')).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  test('a wrong password is shown under the field, in Spanish; still signed in', async () => {
    signedIn({
      'DELETE /api/account': wrongPasswordAnswer,
    });
    const { dialog } = await openDialog('es');
    await dialog.getByLabelText('Tu contraseña', { exact: true }).fill('Wrong-Pass-1');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect.element(dialog.getByText('La contraseña es incorrecta')).toBeVisible();
    expect(getToken()).toBe('tok');
  });

  test('throttled: says to wait, from the error code', async () => {
    signedIn({
      'DELETE /api/account': () =>
        Response.json(
          { error: 'rate_limited', message: 'Too many password attempts.' },
          { status: 429 },
        ),
    });
    const { dialog } = await openDialog();
    await dialog.getByLabelText('Your password', { exact: true }).fill('Some-Pass-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .element(dialog.getByText('Too many attempts. Please try again in a few minutes.'))
      .toBeVisible();
  });

  test('on success the session ends and the app goes home with a toast', async () => {
    const { requests } = signedIn({
      'DELETE /api/account': () => Response.json({ success: true }),
    });
    const { dialog, router } = await openDialog();
    await dialog.getByLabelText('Your password', { exact: true }).fill('My-Password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(page.getByText('Your account has been deleted')).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    const call = requests.find((r) => r.method === 'DELETE');
    expect(await call?.clone().json()).toEqual({ password: 'My-Password-1' });
  });
});
