import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitUntilLive } from './fixtures';
import {
  balanceOf,
  expectNoAxeViolations,
  grantAdmin,
  signInWithToken,
  strongPassword,
  uniqueEmail,
} from './helpers';

async function signUpViaApi(request: APIRequestContext, email = uniqueEmail('ops')) {
  const answer = await request.post('/api/auth/signup', {
    data: { email, password: strongPassword, full_name: 'Grace Hopper' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { email, token: ((await answer.json()) as { token: string }).token };
}

/** Every admin operation of the served OpenAPI document, with its path parameters filled in. */
async function adminOperations(request: APIRequestContext) {
  const document = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, 'some-id'),
        operation,
      })),
  );
}

test('an admin grants 10 credits with a reason on /admin and the user’s dashboard shows them; a non-admin gets 403 on every admin route', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const user = await signUpViaApi(request, uniqueEmail('grace'));
  const before = await balanceOf(request, user.token);
  const operator = await signUpViaApi(request);
  await grantAdmin(operator.email);

  await signInWithToken(page, operator.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(`Balance: ${before} credits`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Credits' }).fill('10');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Goodwill: a render failed twice');
  await page.getByRole('button', { name: 'Adjust credits' }).click();
  await expect(page.getByText(`Done. The balance is now ${before + 10} credits.`)).toBeVisible();
  await expect(page.getByText('Goodwill: a render failed twice').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await balanceOf(request, user.token)).toBe(before + 10);

  // The user, in a browser of their own, sees the credits on the dashboard.
  const userContext = await browser.newContext();
  try {
    const userPage = await userContext.newPage();
    await signInWithToken(userPage, user.token);
    await userPage.goto('/dashboard');
    await waitUntilLive(userPage);
    await userPage.getByRole('tab', { name: 'Balance' }).click();
    await expect(
      userPage.getByRole('tabpanel').getByText(`${before + 10} credits`, { exact: true }),
    ).toBeVisible();

    // Not an admin: the console says so, and every admin route of the contract answers 403.
    await userPage.goto('/admin');
    await waitUntilLive(userPage);
    await expect(userPage.getByText('You are not authorised to see this page.')).toBeVisible();
  } finally {
    await userContext.close();
  }
  const operations = await adminOperations(request);
  expect(operations.length).toBeGreaterThanOrEqual(5);
  for (const { method, path } of operations) {
    const answer = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${user.token}` },
      data: method === 'GET' ? undefined : { credits: 10, reason: 'Not mine to give' },
    });
    expect([method, path, answer.status()]).toEqual([method, path, 403]);
    expect(((await answer.json()) as { error: string }).error).toBe('forbidden');
  }
  expect(await balanceOf(request, user.token)).toBe(before + 10);
});
