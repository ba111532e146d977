import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import {
  accountStatsFixture,
  generationFixture,
  meFixture,
  personalTokenFixture,
  profileFixture,
  savedImages,
  savedTexts,
  transactionFixture,
  wrongPasswordAnswer,
} from '@/testing/fixtures';
import { mockApi, serveBackend } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { axeViolations } from '@/testing/axe';

const violations = axeViolations;

test.each([
  ['/', 'en'],
  ['/', 'es'],
  ['/signup', 'en'],
  ['/signin', 'es'],
  ['/reset-password', 'en'],
  ['/reset-password?token=mailed', 'es'],
  ['/verify-email?token=mailed', 'en'],
  ['/verify-email?token=mailed', 'es'],
  ['/generate/voice', 'en'],
  ['/generate/voice', 'es'],
  ['/nope', 'es'],
  ['/checkout-success', 'en'],
  ['/privacy', 'en'],
  ['/terms', 'es'],
  ['/cookies', 'en'],
] as const)('%s (%s) has no axe violations', async (path, language) => {
  const { screen } = await renderApp(path, { language });
  await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

function signedInAccount() {
  localStorage.setItem(tokenStorageKey, 'tok');
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [transactionFixture(1)] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [generationFixture(1)] }),
    'GET /api/billing-profiles': () => Response.json([]),
    'GET /api/tokens': () =>
      Response.json({ tokens: [personalTokenFixture(1), personalTokenFixture(2)] }),
    'POST /api/tokens': () =>
      Response.json(
        { token: 'lumen_pat_a11y', personalToken: personalTokenFixture(3) },
        { status: 201 },
      ),
    'DELETE /api/account': wrongPasswordAnswer,
  });
}

test('the signed-in dashboard has no axe violations', async () => {
  signedInAccount();
  const { screen } = await renderApp('/dashboard');
  await expect.element(screen.getByText('+100')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the low-balance banner has no axe violations', async () => {
  signedInAccount();
  mockApi({
    'GET /api/auth/me': () => Response.json(meFixture(1)),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () => Response.json({ transactions: [] }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () => Response.json({ generations: [] }),
    'GET /api/billing-profiles': () => Response.json([]),
  });
  const { screen } = await renderApp('/dashboard', { language: 'es' });
  await expect.element(screen.getByRole('region', { name: 'Saldo bajo' })).toBeVisible();
  // The banner is the layout's; the screen under it (its h1) loads on its own: wait for both.
  await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("preview V5's balance and creations tabs and V3's details dialog have no axe violations", async () => {
  signedInAccount();
  const v5 = await renderApp('/preview/dashboard-v5');
  await expect.element(v5.screen.getByText('+100')).toBeVisible();
  expect(await violations()).toEqual([]);
  await v5.screen.getByRole('tab', { name: 'Creations' }).click();
  await expect.element(v5.screen.getByText('Sunset over a mountain lake')).toBeVisible();
  expect(await violations()).toEqual([]);
  // unmount() is async (it runs inside React's act): left un-awaited, it overlaps the next
  // render's act and leaves React queueing every later render of the page without committing it.
  await v5.screen.unmount();

  const v3 = await renderApp('/preview/dashboard-v3');
  await v3.screen.getByRole('button', { name: /^Details: / }).click();
  await expect.element(v3.screen.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
  // A modal left open keeps the rest of the page hidden from assistive technology (and so from
  // role queries) until it closes: close it so the next screen starts from a clean page.
  await userEvent.keyboard('{Escape}');
  await expect.element(v3.screen.getByRole('dialog')).not.toBeInTheDocument();
  await v3.screen.unmount();
});

test('the settings tab: tokens listed, a token just made, the revoke confirmation — no axe violations', async () => {
  signedInAccount();
  const { screen } = await renderApp('/dashboard');
  await screen.getByRole('tab', { name: 'Settings' }).click();
  await expect.element(screen.getByText('Nightly gallery export', { exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
  await screen.getByRole('textbox', { name: 'Token name' }).fill('Axe');
  await screen.getByRole('button', { name: 'Create token' }).click();
  await expect.element(screen.getByRole('textbox', { name: 'Your new token' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await screen.getByRole('button', { name: 'Revoke Nightly gallery export' }).click();
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the delete-account dialog, open and with a wrong password — no axe violations', async () => {
  signedInAccount();
  const { screen } = await renderApp('/dashboard');
  await screen.getByRole('tab', { name: 'Settings' }).click();
  await screen.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect.element(dialog).toBeVisible();
  expect(await violations()).toEqual([]);
  await dialog.getByLabelText('Your password', { exact: true }).fill('Wrong-Pass-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect.element(dialog.getByText('Password is incorrect')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('My Gallery with two images picked for download — no axe violations', async () => {
  serveBackend({ images: savedImages(30) });
  const { screen } = await renderApp('/image-generator?tab=gallery');
  await screen.getByRole('tab', { name: 'My Gallery' }).click();
  const boxes = screen.getByRole('checkbox');
  await expect.element(boxes.first()).toBeInTheDocument();
  await boxes.nth(0).click({ force: true });
  await boxes.nth(1).click({ force: true });
  await expect.element(screen.getByText('2 images selected')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.each([
  ['en', 'View: ', 'Download .pdf'],
  ['es', 'Ver: ', 'Descargar .pdf'],
] as const)(
  'a saved text open with its downloads (%s) — no axe violations',
  async (language, view, pdf) => {
    serveBackend({ texts: savedTexts(25) });
    const { screen } = await renderApp('/saved-texts', { language });
    await screen.getByRole('button', { name: view }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: pdf })).toBeVisible();
    expect(await violations()).toEqual([]);
  },
);
