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
    'PATCH /api/passkeys/pk_2': async (request) => {
      const { name } = (await request.json()) as { name: string };
      passkeys = passkeys.map((p) => (p.id === 'pk_2' ? { ...p, name } : p));
      return new Response(null, { status: 204 });
    },
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

  test('renames a passkey in place: the field starts with its name and takes focus', async () => {
    signedIn();
    await openSettings();
    await page.getByRole('button', { name: 'Rename YubiKey 5C' }).click();
    const form = page.getByRole('form', { name: 'Rename YubiKey 5C' });
    const field = form.getByRole('textbox', { name: 'Passkey name' });
    await expect.element(field).toHaveValue('YubiKey 5C');
    await expect.element(field).toHaveFocus();
    await field.fill('   ');
    await form.getByRole('button', { name: 'Save name' }).click();
    await expect.element(form.getByText('Give the passkey a name')).toBeVisible();
    await field.fill('Desk key');
    await form.getByRole('button', { name: 'Save name' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect.element(list.getByText('Desk key')).toBeVisible();
    await expect.element(page.getByRole('form', { name: /^Rename / })).not.toBeInTheDocument();
    await expect.element(list.getByText('Work laptop')).toBeVisible();
  });
});
