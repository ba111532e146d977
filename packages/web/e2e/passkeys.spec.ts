import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signUp, uniqueEmail } from './helpers';

/**
 * Chromium's virtual authenticator on this page: a platform authenticator (internal transport)
 * that keeps discoverable credentials and verifies its user, answering every ceremony at once.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

const NO_AUTOFILL = 'e2e:no-passkey-autofill';

/**
 * The virtual authenticator answers the sign-in page's autofill request at once, as a person
 * picking the passkey from the email field's suggestions would; with this flag set the page
 * sees no autofill support, so the button's own ceremony is the one that runs.
 */
async function offerAutofill(page: Page, offer: boolean) {
  await page.evaluate(
    ([key, on]) => (on ? localStorage.removeItem(key) : localStorage.setItem(key, '1')),
    [NO_AUTOFILL, offer] as const,
  );
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Sign-out reloads the page: ask again until the new page answers.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth_token')).catch(() => 'reloading'))
    .toBeNull();
}

async function openSettings(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
}

test('a passkey registered in Settings signs in from the sign-in page; once removed it is refused', async ({
  page,
}) => {
  // Sign-up, four page loads and three WebAuthn ceremonies: a bound for a loaded machine.
  test.setTimeout(180_000);
  const authenticator = await virtualAuthenticator(page);
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) && window.PublicKeyCredential) {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }
  }, NO_AUTOFILL);
  await signUp(page, uniqueEmail('passkey'));
  await openSettings(page);

  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/Never used/)).toBeVisible();
  const stored = await authenticator.credentials();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.isResidentCredential).toBe(true);
  // Your devices lists this session as this device.
  await expect(
    page.getByRole('list', { name: 'Your devices' }).getByText('This device'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The button.
  await signOut(page);
  await offerAutofill(page, false);
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  // Autofill: the passkey offered with the email field's suggestions signs in, nothing pressed.
  await signOut(page);
  await offerAutofill(page, true);
  await page.goto('/signin');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email webauthn');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(list.getByText(/Last used/)).toBeVisible();
  await list.getByRole('button', { name: 'Remove Test laptop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(passkeys.getByText('No passkey yet')).toBeVisible();

  // The authenticator still holds the credential; the server no longer takes it.
  await signOut(page);
  await offerAutofill(page, false);
  await page.goto('/signin');
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText('That passkey could not sign you in.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('a new token asks who it is: the passkey confirms it, no password typed', async ({ page }) => {
  // Sign-up, two page loads and two WebAuthn ceremonies: a bound for a loaded machine.
  test.setTimeout(180_000);
  const authenticator = await virtualAuthenticator(page);
  await signUp(page, uniqueEmail('confirm-passkey'));
  await openSettings(page);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop'),
  ).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole('textbox', { name: 'Token name' }).fill('Nightly export');
  await page.getByRole('button', { name: 'Create token' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
  await confirm.getByRole('button', { name: 'Use a passkey instead' }).click();
  const shown = page.getByRole('textbox', { name: 'Your new token' });
  await expect(shown).toHaveValue(/^lumen_pat_/);
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('list', { name: 'Personal access tokens' }).getByText('Nightly export'),
  ).toBeVisible();
});
