import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { billingApi } from '@/testing/billing';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Language } from '@/lib/i18n/detect-language';
import { expectOnlyCatalogueErrors, visibleErrorTexts } from '@/testing/catalogue-texts';

const tooSmall = 'Too small: expected string to have >=1 characters';

function signedIn(overrides: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    ...billingApi().handlers,
    ...overrides,
  });
}

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

async function openProfileTab(language: Language = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Profile' : 'Perfil' }).click();
  return app;
}

const texts = {
  en: {
    add: 'Add Billing Info',
    name: 'Billing name',
    address: 'Address',
    postal: 'Postal code',
    city: 'City',
    create: 'Create',
    nameRule: 'Billing name must be 2 to 100 characters',
    addressRule: 'Address must be 5 to 200 characters',
    postalRule: 'Postal code must be 3 to 20 characters',
    check: 'Please check this value',
  },
  es: {
    add: 'Añadir datos de facturación',
    name: 'Nombre de facturación',
    address: 'Dirección',
    postal: 'Código postal',
    city: 'Ciudad',
    create: 'Crear',
    nameRule: 'El nombre de facturación debe tener entre 2 y 100 caracteres',
    addressRule: 'La dirección debe tener entre 5 y 200 caracteres',
    postalRule: 'El código postal debe tener entre 3 y 20 caracteres',
    check: 'Revisa este valor',
  },
} as const;

describe('billing form: the server rules, checked before sending', () => {
  test.each(['en', 'es'] as const)(
    '%s: too-short name, address and postal code are refused on their fields; nothing is sent',
    async (language) => {
      const t = texts[language];
      const { requests } = signedIn();
      await openProfileTab(language);
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.name }).fill('A');
      await dialog.getByRole('textbox', { name: t.city }).fill('London');
      await dialog.getByRole('textbox', { name: t.address }).fill('Road');
      await dialog.getByRole('textbox', { name: t.postal }).fill('E1');
      await dialog.getByRole('button', { name: t.create }).click();
      await expect.element(dialog.getByText(t.nameRule)).toBeVisible();
      await expect.element(dialog.getByText(t.addressRule)).toBeVisible();
      await expect.element(dialog.getByText(t.postalRule)).toBeVisible();
      await expect
        .element(dialog.getByRole('textbox', { name: t.postal }))
        .toHaveAttribute('aria-invalid', 'true');
      expect(sent(requests, 'POST', '/api/billing-profiles')).toEqual([]);
    },
  );

  test.each(['en', 'es'] as const)(
    "%s: a server 400's issues land on their fields, translated; no raw library text",
    async (language) => {
      const t = texts[language];
      signedIn({
        'POST /api/billing-profiles': () =>
          Response.json(
            {
              error: 'validation_error',
              message: 'Postal code must be 3 to 20 characters',
              issues: [
                { path: 'postal_code', message: 'Postal code must be 3 to 20 characters' },
                { path: 'city', message: tooSmall },
              ],
            },
            { status: 400 },
          ),
      });
      await openProfileTab(language);
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.name }).fill('Ada Lovelace');
      await dialog.getByRole('combobox').fill('Fra');
      await expect.element(page.getByRole('option').first()).toBeVisible();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await dialog.getByRole('textbox', { name: t.city }).fill('Paris');
      await dialog.getByRole('textbox', { name: t.address }).fill('1 Rue de Rivoli');
      await dialog.getByRole('textbox', { name: t.postal }).fill('75001');
      await dialog.getByRole('button', { name: t.create }).click();
      await expect.element(dialog.getByText(t.postalRule)).toBeVisible();
      await expect.element(dialog.getByText(t.check)).toBeVisible();
      expect(document.body.textContent).not.toContain('Too small');
    },
  );
});

describe('profile form: the server rules, checked before sending', () => {
  test('a one-letter name and a malformed phone are refused on their fields; nothing is sent', async () => {
    const { requests } = signedIn();
    const { screen } = await openProfileTab();
    await screen.getByRole('textbox', { name: 'Full name' }).fill('A');
    await screen.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await screen.getByRole('button', { name: 'Save Changes' }).click();
    await expect.element(screen.getByText('Full name must be 2 to 100 characters')).toBeVisible();
    await expect.element(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(sent(requests, 'PATCH', '/api/profile')).toEqual([]);

    await screen.getByRole('textbox', { name: 'Full name' }).fill('');
    await expect.element(screen.getByText('Full name is required')).toBeVisible();
  });

  test('a server 400 lands on the phone field in Spanish, not in a toast', async () => {
    signedIn({
      'PATCH /api/profile': () =>
        Response.json(
          {
            error: 'validation_error',
            message: 'Please enter a valid phone number',
            issues: [{ path: 'phone', message: 'Please enter a valid phone number' }],
          },
          { status: 400 },
        ),
    });
    const { screen } = await openProfileTab('es');
    await screen.getByRole('textbox', { name: 'Teléfono' }).fill('+44 20 7946 0958');
    await screen.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.element(screen.getByText('Introduce un número de teléfono válido')).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Teléfono' }))
      .toHaveAttribute('aria-invalid', 'true');
  });
});

describe('change password: throttled', () => {
  test('a 429 says "too many attempts" in Spanish, from the error code', async () => {
    signedIn({
      'POST /api/settings/change-password': () =>
        Response.json(
          {
            error: 'rate_limited',
            message: 'Too many password attempts. Please try again later.',
          },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
    });
    const { screen } = await renderApp('/dashboard', { language: 'es' });
    await screen.getByRole('tab', { name: 'Ajustes' }).click();
    await screen.getByLabelText('Contraseña actual').fill('Old-Password-1');
    await screen.getByLabelText('Nueva contraseña', { exact: true }).fill('Brand-New-Pass-42');
    await screen.getByLabelText('Confirmar nueva contraseña').fill('Brand-New-Pass-42');
    await screen.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect
      .element(screen.getByText('Demasiados intentos. Vuelve a intentarlo dentro de unos minutos.'))
      .toBeVisible();
  });
});

describe('change password: personal access tokens', () => {
  async function changePassword(language: Language, keep: boolean, revokedTokens: number) {
    const tokens = { current: 2 };
    const { requests } = signedIn({
      'POST /api/settings/change-password': () => {
        if (!keep) tokens.current = 0;
        return Response.json({ success: true, revokedTokens });
      },
      'GET /api/tokens': () =>
        Response.json({
          tokens: Array.from({ length: tokens.current }, (_, i) => ({
            id: `t${i}`,
            name: `CI token ${i}`,
            scope: 'generate',
            created_at: '2025-01-15T12:00:00.000Z',
            expires_at: null,
            last_used_at: null,
          })),
        }),
    });
    const words =
      language === 'en'
        ? [
            'Settings',
            'Current password',
            'New password',
            'Confirm new password',
            'Keep my API tokens',
            'Change Password',
          ]
        : [
            'Ajustes',
            'Contraseña actual',
            'Nueva contraseña',
            'Confirmar nueva contraseña',
            'Conservar mis tokens de API',
            'Cambiar contraseña',
          ];
    const [tab, current, fresh, confirm, keepLabel, submit] = words as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const { screen } = await renderApp('/dashboard', { language });
    await screen.getByRole('tab', { name: tab }).click();
    await expect.element(screen.getByText('CI token 1')).toBeVisible();
    const checkbox = screen.getByRole('checkbox', { name: keepLabel });
    await expect.element(checkbox).not.toBeChecked();
    if (keep) await checkbox.click({ force: true });
    await screen.getByLabelText(current).fill('Old-Password-1');
    await screen.getByLabelText(fresh, { exact: true }).fill('Brand-New-Pass-42');
    await screen.getByLabelText(confirm).fill('Brand-New-Pass-42');
    await screen.getByRole('button', { name: submit }).click();
    return { screen, requests };
  }

  const sentBody = async (requests: Request[]) =>
    sent(requests, 'POST', '/api/settings/change-password')[0]?.clone().json();

  test('unticked by default: the tokens are revoked, the screen says how many and the list empties', async () => {
    const { screen, requests } = await changePassword('en', false, 2);
    await expect
      .element(
        screen.getByText(
          '2 API tokens were revoked: create new ones below if you still need them.',
        ),
      )
      .toBeVisible();
    expect(await sentBody(requests)).toMatchObject({ keepApiTokens: false });
    await expect.element(screen.getByText('CI token 1')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Keep my API tokens' }))
      .not.toBeChecked();
  });

  test('one token revoked, in Spanish (plural rules)', async () => {
    const { screen } = await changePassword('es', false, 1);
    await expect
      .element(
        screen.getByText('Se ha revocado 1 token de API: crea otro abajo si aún lo necesitas.'),
      )
      .toBeVisible();
  });

  test('"Keep my API tokens" ticked: sent, and the screen says they were kept', async () => {
    const { screen, requests } = await changePassword('es', true, 0);
    await expect.element(screen.getByText('Se han conservado tus tokens de API.')).toBeVisible();
    expect(await sentBody(requests)).toMatchObject({ keepApiTokens: true });
    await expect.element(screen.getByText('CI token 1')).toBeVisible();
    // The form starts over unticked: keeping the tokens is asked for each change.
    await expect
      .element(screen.getByRole('checkbox', { name: 'Conservar mis tokens de API' }))
      .not.toBeChecked();
  });
});

describe("change password: the server's password rules in Spanish", () => {
  test.each([
    ['newPassword', 'Password must contain a lowercase letter'],
    ['newPassword', 'Password must contain an uppercase letter'],
    ['newPassword', 'Password must contain a digit'],
    ['currentPassword', 'Current password is required'],
  ])('a 400 on %s (%s) is said from the catalogue', async (path, message) => {
    signedIn({
      'POST /api/settings/change-password': () =>
        Response.json(
          { error: 'validation_error', message, issues: [{ path, message }] },
          { status: 400 },
        ),
    });
    const { screen } = await renderApp('/dashboard', { language: 'es' });
    await screen.getByRole('tab', { name: 'Ajustes' }).click();
    await screen.getByLabelText('Contraseña actual').fill('Old-Password-1');
    await screen.getByLabelText('Nueva contraseña', { exact: true }).fill('Brand-New-Pass-42');
    await screen.getByLabelText('Confirmar nueva contraseña').fill('Brand-New-Pass-42');
    await screen.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => visibleErrorTexts().length).toBeGreaterThan(0);
    expectOnlyCatalogueErrors('es');
    expect(document.body.textContent).not.toContain(message);
  });
});
