import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signUp, strongPassword } from './helpers';

// "Continue with Google" through a real OpenID Connect provider on a local port (its login page
// takes any login and password; the login is the provider account, `<login>@example.com`).

const uniqueLogin = (prefix: string) =>
  `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** On the provider's own page, as the user would: the login and a password, then back. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a new visitor continues with Google from sign-up, lands signed in, and sees it in Settings', async ({
  page,
}) => {
  const login = uniqueLogin('new');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, login);
  await page.waitForURL('**/dashboard');
  // The ticket never stays in the address or the history.
  expect(page.url()).not.toContain('#');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(card.getByText(`${login}@example.com`)).toBeVisible();
  await expect(card.getByText(/Not set/)).toBeVisible();
  // The only way in: it cannot be unlinked.
  await expect(card.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('an existing account is linked only after its password, then Google signs straight in', async ({
  page,
  browser,
}) => {
  const login = uniqueLogin('owner');
  const email = `${login}@example.com`;
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, login);
  await page.waitForURL('**/signin/oidc');
  await expect(page.getByText(`An account with ${email} already exists`)).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByText('That password is not correct.')).toBeVisible();
  await password.fill(strongPassword);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await page.waitForURL('**/dashboard');

  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('Set', { exact: true })).toBeVisible();

  // Another browser, signed out: Google now signs this account in without asking.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/signin');
  await second.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(second, login);
  await second.waitForURL('**/dashboard');
  await other.close();

  // With the password left, Google can be unlinked.
  await card.getByRole('button', { name: 'Unlink Google' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Google unlinked')).toBeVisible();
  await expect(card.getByText(email)).toHaveCount(0);
});
