import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getToken, tokenStorageKey } from '@/lib/auth/token';
import { accountStatsFixture, meFixture, profileFixture } from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/config': () =>
      Response.json({ trialCredits: 20, trialDays: 14, oidcLabel: 'Google' }),
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(tokenStorageKey);
  sessionStorage.clear();
});

describe('/signin/oidc', () => {
  test('redeems the ticket once, keeps the token, drops the fragment and goes on', async () => {
    const { requests } = api({
      'POST /api/auth/oidc/session': () => Response.json({ token: 'from-provider' }),
    });
    sessionStorage.setItem('oidc_return', '/saved-texts');
    const { router } = await renderApp('/signin/oidc#ticket=t-1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/saved-texts'), {
      timeout: 10_000,
    });
    expect(getToken()).toBe('from-provider');
    const posts = requests.filter((r) => new URL(r.url).pathname === '/api/auth/oidc/session');
    expect(posts).toHaveLength(1);
    expect(await posts[0]?.clone().json()).toEqual({ ticket: 't-1' });
  });

  test('an account with the address: the password links it; a wrong one is said under the field', async () => {
    let attempts = 0;
    const { requests } = api({
      'POST /api/auth/oidc/link': async (request) => {
        attempts++;
        const body = (await request.json()) as { password: string };
        return body.password === 'Right-Pass-1'
          ? Response.json({ token: 'linked' })
          : Response.json(
              { error: 'invalid_credentials', message: 'Invalid email or password' },
              { status: 401 },
            );
      },
    });
    const { router } = await renderApp('/signin/oidc#link=l-1&email=ada%40example.com');
    await expect
      .element(page.getByText(/An account with ada@example.com already exists/))
      .toBeVisible();
    expect(router.state.location.hash).toBe('');
    const password = page.getByLabelText('Password', { exact: true });
    await password.fill('Wrong-Pass-1');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await expect.element(page.getByText('That password is not correct.')).toBeVisible();
    expect(getToken()).toBeNull();
    await password.fill('Right-Pass-1');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    expect(getToken()).toBe('linked');
    expect(attempts).toBe(2);
    expect(requests.some((r) => new URL(r.url).pathname === '/api/auth/oidc/session')).toBe(false);
  });

  test.each([
    ['oidc_email_unverified', 'en', /Google account’s e-mail address is not verified/],
    ['oidc_failed', 'es', /No se pudo verificar la respuesta de Google/],
    ['oidc_state_invalid', 'en', /has expired or was already used/],
  ] as const)('a refusal (%s) is said in %s, with the way back', async (code, language, text) => {
    api();
    await renderApp(`/signin/oidc#error=${code}`, { language });
    await expect.element(page.getByText(text)).toBeVisible();
    await expect
      .element(
        page.getByRole('link', {
          name: language === 'en' ? 'Back to sign in' : 'Volver a iniciar sesión',
        }),
      )
      .toBeVisible();
    expect(getToken()).toBeNull();
  });
});
