import { describe, expect, test } from 'vitest';
import en from '@/locales/en.json';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/verify-email (the mailed link)', () => {
  test('the address is verified when asked, not on opening; the page says what credits came', async () => {
    const { requests } = mockApi({
      'POST /api/auth/verify-email': () => Response.json({ verified: true, trial_credits: 20 }),
    });
    const { screen } = await renderApp('/verify-email?token=mailed-token');
    const confirm = screen.getByRole('button', { name: en['verifyEmail.confirm'] });
    await expect.element(confirm).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await confirm.click();
    await expect
      .element(screen.getByRole('heading', { name: en['verifyEmail.doneTitle'] }))
      .toBeVisible();
    await expect
      .element(
        screen.getByText(
          'Your e-mail address is verified: 20 free credits were added to your balance.',
        ),
      )
      .toBeVisible();
    const call = requests.find((r) => r.method === 'POST');
    expect(await call?.clone().json()).toEqual({ token: 'mailed-token' });
  });

  test('a used or forged link says so and points to the dashboard', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        Response.json({ error: 'verification_token_invalid', message: 'invalid' }, { status: 400 }),
    });
    const { screen } = await renderApp('/verify-email?token=used');
    await screen.getByRole('button', { name: en['verifyEmail.confirm'] }).click();
    await expect
      .element(screen.getByRole('heading', { name: en['verifyEmail.invalidTitle'] }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: en['verifyEmail.toDashboard'] }))
      .toHaveAttribute('href', '/dashboard');
  });
});
