import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { deviceSessionFixtures } from '@/testing/security-handlers';

/** The sessions routes as a tiny store, plus what the dashboard reads. */
function signedIn() {
  localStorage.setItem(tokenStorageKey, 'tok');
  let sessions = deviceSessionFixtures();
  let newDeviceMail = false;
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
    'GET /api/tokens': () => Response.json({ tokens: [] }),
    'GET /api/passkeys': () => Response.json({ passkeys: [] }),
    'GET /api/account/sessions': () => Response.json({ sessions, new_device_mail: newDeviceMail }),
    'DELETE /api/account/sessions/ses_2': () => {
      sessions = sessions.filter((s) => s.id !== 'ses_2');
      return new Response(null, { status: 204 });
    },
    'POST /api/account/sessions/revoke-others': () => {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return Response.json({ revoked });
    },
    'PUT /api/account/sessions/new-device-mail': async (request) => {
      newDeviceMail = ((await request.json()) as { enabled: boolean }).enabled;
      return new Response(null, { status: 204 });
    },
  };
  return { ...mockApi(handlers), mail: () => newDeviceMail };
}

async function openSettings(language: 'en' | 'es' = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
  return app;
}

describe('your devices (dashboard settings)', () => {
  test('lists this device first, then the others with their address and last activity', async () => {
    signedIn();
    await openSettings();
    const list = page.getByRole('list', { name: 'Your devices' });
    await expect.element(list.getByText('Chrome on macOS')).toBeVisible();
    await expect.element(list.getByText('This device')).toBeVisible();
    await expect.element(list.getByText(/203\.0\.113\.7 · Active now/)).toBeVisible();
    await expect.element(list.getByText('Safari on iOS')).toBeVisible();
    await expect
      .element(list.getByText(/198\.51\.100\.20 · Last active Mar \d+, 2026/))
      .toBeVisible();
    await expect.element(list.getByText('Unknown device')).toBeVisible();
    // No Sign out on this device's row.
    await expect
      .element(page.getByRole('button', { name: 'Sign out Chrome on macOS' }))
      .not.toBeInTheDocument();
  });

  test('signs one device out, then every other one after a confirmation', async () => {
    signedIn();
    await openSettings();
    await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect
      .element(page.getByRole('list', { name: 'Your devices' }).getByText('Safari on iOS'))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await expect.element(dialog.getByText(/1 other device is signed out at once/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect
      .element(page.getByRole('list', { name: 'Your devices' }).getByText('Unknown device'))
      .not.toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Sign out everywhere else' }))
      .not.toBeInTheDocument();
  });

  test('the new-device mail switch saves the setting, in Spanish too', async () => {
    const api = signedIn();
    await openSettings('es');
    const toggle = page.getByRole('switch', {
      name: 'Avisarme por correo cuando un dispositivo nuevo inicie sesión',
    });
    await expect.element(toggle).not.toBeChecked();
    // The label is what a pointer presses (the input itself sits under the drawn track).
    await page.getByText('Avisarme por correo cuando un dispositivo nuevo inicie sesión').click();
    await expect.poll(() => api.mail()).toBe(true);
    await expect.element(toggle).toBeChecked();
    await expect
      .element(page.getByRole('list', { name: 'Tus dispositivos' }).getByText('Este dispositivo'))
      .toBeVisible();
  });
});
