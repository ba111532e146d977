import { expect, test, waitUntilLive } from './fixtures';
import { strongPassword, uniqueEmail, signUp } from './helpers';
import { outboxMailTo } from './outbox';

const newPassword = 'Fresh-Start-Pass-77';

test('forgot password: the mail lands in the outbox, its link sets a new password and signs in, and the old sessions are dead', async ({
  page,
  request,
  browser,
}) => {
  // A long journey (sign-up, two sign-ins, a mail, a reset) on a machine that may be loaded.
  test.slow();
  const email = uniqueEmail('reset');
  await signUp(page, email);
  const browserSession = await page.evaluate(() => localStorage.getItem('auth_token'));
  const apiLogin = await request.post('/api/auth/login', {
    data: { email, password: strongPassword },
  });
  expect(apiLogin.ok()).toBe(true);
  const apiSession = ((await apiLogin.json()) as { token: string }).token;
  // Another browser, signed in through the sign-in screen before the reset.
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await otherPage.goto('/signin');
  await waitUntilLive(otherPage);
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password', { exact: true }).fill(strongPassword);
  await otherPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await otherPage.waitForURL('**/dashboard');
  await expect(otherPage.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  // Signed out (this browser forgets its token), the user has forgotten the password.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await outboxMailTo(email, /Reset your Lumen Studio password/);
  expect(mail.link).toMatch(/\/reset-password\?token=/);
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  for (const token of [browserSession, apiSession]) {
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  }
  // The other browser's session is dead too: its next look at the dashboard sends it to sign in.
  await otherPage.reload();
  await otherPage.waitForURL('**/signin');
  await expect(otherPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await otherPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await otherBrowser.close();
  const oldPassword = await request.post('/api/auth/login', {
    data: { email, password: strongPassword },
  });
  expect(oldPassword.status()).toBe(401);

  // The link works once: opened again, it says so and offers to ask again.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto(mail.link ?? '');
  // Said as the link opens, before a new password is typed twice.
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask for a New Link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
