import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { meFixture, personalTokenFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NEW_TOKEN = 'lumen_pat_bmV3X3Rva2VuX2Zvcl90aGVfdGVzdA';

/** The token routes as a tiny store, plus what the dashboard reads. */
function signedIn(initial = [personalTokenFixture(1), personalTokenFixture(2)]) {
  localStorage.setItem(tokenStorageKey, 'tok');
  let tokens = [...initial];
  const created: Record<string, unknown>[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
    'GET /api/tokens': () => Response.json({ tokens }),
    'POST /api/tokens': async (request) => {
      const body = (await request.json()) as { name: string; scope: 'read' };
      created.push(body);
      const personalToken = personalTokenFixture(9, { ...body, last_used_at: null });
      tokens = [personalToken, ...tokens];
      return Response.json({ token: NEW_TOKEN, personalToken }, { status: 201 });
    },
  };
  for (const token of tokens) {
    handlers[`DELETE /api/tokens/${token.id}`] = () => {
      tokens = tokens.filter((t) => t.id !== token.id);
      return new Response(null, { status: 204 });
    };
  }
  return { ...mockApi(handlers), created };
}

async function openSettings(language: 'en' | 'es' = 'en') {
  const app = await renderApp('/dashboard', { language });
  await app.screen.getByRole('tab', { name: language === 'en' ? 'Settings' : 'Ajustes' }).click();
  return app;
}

describe('personal access tokens (dashboard settings)', () => {
  test('lists the tokens with their scope, last use and expiry', async () => {
    signedIn();
    await openSettings();
    const list = page.getByRole('list', { name: 'Personal access tokens' });
    await expect.element(list.getByText('Nightly gallery export')).toBeVisible();
    await expect.element(list.getByText('Read only')).toBeVisible();
    await expect.element(list.getByText(/Last used Mar 10, 2026/)).toBeVisible();
    await expect.element(list.getByText('Read and generate')).toBeVisible();
    await expect.element(list.getByText(/Never used · Expires Dec 31, 2026/)).toBeVisible();
  });

  test('Spanish, and no token yet', async () => {
    signedIn([]);
    await openSettings('es');
    await expect.element(page.getByText('Aún no hay tokens')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Crear token' })).toBeVisible();
  });

  test('a name is required; nothing is sent without one', async () => {
    const { created } = signedIn();
    await openSettings();
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect.element(page.getByText('Name is required')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Token name' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });

  test('creates a scoped token with an expiry, shows it once with Copy, then never again', async () => {
    const { created } = signedIn();
    await openSettings();
    await page.getByRole('textbox', { name: 'Token name' }).fill('Blog bot');
    await page.getByRole('button', { name: /Scope/ }).click();
    await page.getByRole('option', { name: 'Read and generate' }).click();
    await page.getByRole('button', { name: /Expires/ }).click();
    await page.getByRole('option', { name: 'In 30 days' }).click();
    await page.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('textbox', { name: 'Your new token' });
    await expect.element(shown).toHaveValue(NEW_TOKEN);
    await expect.element(shown).toHaveAttribute('readonly');
    expect(created).toEqual([{ name: 'Blog bot', scope: 'generate', expiresInDays: 30 }]);
    await expect
      .element(page.getByRole('heading', { name: 'Token “Blog bot” created' }))
      .toHaveFocus();
    await expect.element(page.getByText(/shown only this once/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
    // The list shows the new token (never its value).
    await expect
      .element(page.getByRole('list', { name: 'Personal access tokens' }).getByText('Blog bot'))
      .toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Token name' })).toBeVisible();
    expect(document.body.textContent).not.toContain(NEW_TOKEN);
    expect([...document.querySelectorAll('input')].some((input) => input.value === NEW_TOKEN)).toBe(
      false,
    );
  });

  test('revoke asks first (Cancel keeps it, with the keyboard), then revokes', async () => {
    const { requests } = signedIn();
    await openSettings();
    const revoke = page.getByRole('button', { name: 'Revoke Nightly gallery export' });
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “Nightly gallery export”?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.element(revoke).not.toBeInTheDocument();
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => new URL(r.url).pathname)).toEqual(['/api/tokens/pat_1']);
    await expect.element(page.getByText('Token “Nightly gallery export” revoked')).toBeVisible();
  });
});
