import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { passkeyFixture } from '@/testing/security-handlers';

/** The passkey routes as a tiny store, plus what the dashboard reads. */
function signedIn() {
  localStorage.setItem(tokenStorageKey, 'tok');
  let passkeys = [passkeyFixture(1), passkeyFixture(2)];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
    'GET /api/tokens': () => Response.json({ tokens: [] }),
    'GET /api/account/sessions': () => Response.json({ sessions: [], new_device_mail: false }),
    'GET /api/passkeys': () => Response.json({ passkeys }),
    'DELETE /api/passkeys/pk_1': () => {
      passkeys = passkeys.filter((p) => p.id !== 'pk_1');
      return new Response(null, { status: 204 });
    },
  };
  return mockApi(handlers);
}

async function openSettings(language: 'en' | 'es' = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
  return app;
}

describe('passkeys (dashboard settings)', () => {
  test('lists the passkeys with when each was added and last used', async () => {
    signedIn();
    await openSettings();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect.element(list.getByText('Work laptop')).toBeVisible();
    await expect.element(list.getByText(/^Added .+ · Last used .+/)).toBeVisible();
    await expect.element(list.getByText('YubiKey 5C')).toBeVisible();
    await expect.element(list.getByText(/Never used/)).toBeVisible();
  });

  test('a name is asked for before the browser is; remove asks first, in Spanish', async () => {
    signedIn();
    await openSettings('es');
    await page.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
    await expect.element(page.getByText('Ponle un nombre a la llave de acceso')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar Work laptop' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Quitar «Work laptop»?' });
    await dialog.getByRole('button', { name: 'Quitar' }).click();
    const list = page.getByRole('list', { name: 'Tus llaves de acceso' });
    await expect.element(list.getByText('Work laptop')).not.toBeInTheDocument();
    await expect.element(list.getByText('YubiKey 5C')).toBeVisible();
  });
});
