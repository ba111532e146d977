import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  fillCheckoutAddress,
  payOnDemoPage,
  signUp,
  strongPassword,
  uniqueEmail,
} from './helpers';

test('sign up → dashboard; sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(/Active since/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Sign-out reloads the page: ask again until the new page answers.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth_token')).catch(() => 'reloading'))
    .toBeNull();

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
});

test('top up 150 credits in GBP → demo payment → success → dashboard row', async ({ page }) => {
  await signUp(page, uniqueEmail('topup'));
  await page.getByRole('button', { name: /Currency/ }).click();
  await page.getByRole('option', { name: 'GBP (£)' }).click();

  await page.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Credits' }).fill('150');
  await expect(dialog.getByText('Discount (5%)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Go to Payment' }).click();

  await page.waitForURL('**/checkout');
  await expect(page.getByText('Order summary')).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await fillCheckoutAddress(page);
  await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to Payment' }).click();

  await payOnDemoPage(page);
  // The balance: the 150 bought on top of the new account's 20 trial credits (TRIAL_CREDITS).
  await expect(page.getByText('170 credits', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('150 credits added')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('£12.11').first()).toBeVisible();
  await expect(page.getByText('+150')).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();
});

test('the same sign-up journey in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await signUp(page, uniqueEmail('es'), {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Crear cuenta',
  });
  await expect(page.getByText(/Activo desde/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saldo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile sidebar: sections, settings, sign out', async ({ page }) => {
    await signUp(page, uniqueEmail('mobile'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar.getByText('Ada Lovelace')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'View Profile' })).toBeVisible();
    // A new account's free trial (TRIAL_CREDITS, default 20).
    await expect(sidebar.getByText('20 credits')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Image Generator' })).toBeVisible();
    await expectNoAxeViolations(page);

    await sidebar
      .getByRole('button', { name: 'ES' })
      .or(sidebar.getByRole('radio', { name: 'ES' }))
      .click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    // Sign-out reloads the page: ask again until the new page answers.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('auth_token')).catch(() => 'reloading'))
      .toBeNull();
  });
});

test('public pages have no axe violations', async ({ page }) => {
  for (const path of ['/', '/signup', '/signin', '/reset-password', '/generate/voice', '/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the first Tab stop is a visible skip link that moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
