import { expect, test } from './fixtures';
import { balanceOf, creditedUserViaApi, signInWithToken, strongPassword } from './helpers';

test('a read-only token made in the settings: reads 200, a generation 403, revoked 401', async ({
  page,
  request,
}) => {
  // Two page loads and a dozen API calls: a bound for a loaded machine, not a speed check.
  test.setTimeout(180_000);
  const session = await creditedUserViaApi(request, 30);
  const before = await balanceOf(request, session);
  await signInWithToken(page, session);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();

  await page.getByRole('textbox', { name: 'Token name' }).fill('Read-only script');
  await expect(page.getByRole('button', { name: /Scope/ })).toContainText('Read only');
  await page.getByRole('button', { name: 'Create token' }).click();
  // A new token is a sensitive step: the owner confirms with the password first.
  const confirm = page.getByRole('alertdialog', { name: 'Confirm it’s you' });
  await confirm.getByLabel('Password', { exact: true }).fill(strongPassword);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const shown = page.getByRole('textbox', { name: 'Your new token' });
  await expect(shown).toHaveValue(/^lumen_pat_/);
  const token = await shown.inputValue();
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  const bearer = { authorization: `Bearer ${token}` };
  const generation = await request.post('/api/generate/image', {
    headers: bearer,
    data: { prompt: 'a lighthouse at dawn', style: 'realistic', size: '512x512', count: 1 },
  });
  expect(generation.status()).toBe(403);
  expect(((await generation.json()) as { error: string }).error).toBe('forbidden');
  expect(await balanceOf(request, session)).toBe(before);

  const gallery = await request.get('/api/images/saved?page=1&limit=12', { headers: bearer });
  expect(gallery.status(), await gallery.text()).toBe(200);

  // The list shows the use.
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const list = page.getByRole('list', { name: 'Personal access tokens' });
  await expect(list.getByText('Read-only script')).toBeVisible();
  await expect(list.getByText(/Last used/)).toBeVisible();

  await list.getByRole('button', { name: 'Revoke Read-only script' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByText('Read-only script')).toHaveCount(0);

  const afterRevoke = await request.get('/api/images/saved?page=1&limit=12', { headers: bearer });
  expect(afterRevoke.status()).toBe(401);
});
