import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { expect, test } from './fixtures';
import {
  balanceOf,
  creditedUserViaApi,
  signInWithToken,
  signUp,
  strongPassword,
  uniqueEmail,
} from './helpers';

const credits = (n: number) => `${n} credits`;

test('balance after a generation: the dashboard, the header and the cost card agree without a reload', async ({
  page,
  request,
}) => {
  const token = await creditedUserViaApi(request, 30);
  const before = await balanceOf(request, token);
  await signInWithToken(page, token);

  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText(credits(before)).first()).toBeVisible();

  // In-app navigation only: the page is never reloaded from here on.
  await page.getByRole('banner').getByRole('button', { name: 'Generators' }).click();
  await page.getByRole('menuitem', { name: /Image Generator/ }).click();
  await page.waitForURL(/generate\/image|image-generator/);
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A kite over the dunes');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your image', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const after = await balanceOf(request, token);
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('banner').getByText(credits(after))).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
  await page.waitForURL('**/dashboard');
  // The card beside the name and the balance tab's first card.
  await expect(main.getByText(credits(after))).toHaveCount(2);
  await expect(main.getByText(credits(before))).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(credits(after))).toBeVisible();
});

test("switching accounts: signed out in another tab, signing in as someone else never shows the first account's data", async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('grace');
  const signUpB = await request.post('/api/auth/signup', {
    data: { email, password: strongPassword, full_name: 'Grace Hopper' },
  });
  expect(signUpB.ok(), await signUpB.text()).toBe(true);

  await signUp(page, uniqueEmail('ada'));
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

  // Ada signs out in a second tab: this tab loses its token without reloading.
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // From now on, record every text this tab shows.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text.includes('Ada Lovelace'))).toEqual([]);
});

test('a new account sees its trial credits and the day they lapse, in English and Spanish', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/config')).json()) as {
    trialCredits: number;
    trialDays: number;
  };
  expect(config.trialCredits).toBeGreaterThan(0);

  await page.goto('/');
  await expect(
    page.getByText(
      `${config.trialDays}-day free trial · ${config.trialCredits} free credits · no card required`,
    ),
  ).toBeVisible();

  await signUp(page, uniqueEmail('trial'));
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as {
    user: { trial_credits: number; trial_expires_at: string };
  };
  expect(user.trial_credits).toBe(config.trialCredits);
  const lapses = new Date(user.trial_expires_at);

  const main = page.getByRole('main');
  await expect(
    main.getByText(
      `${config.trialCredits} trial credits left until ${format(lapses, 'MMM dd, yyyy')}`,
    ),
  ).toHaveCount(2);
  await expect(
    page
      .getByRole('banner')
      .getByText(`${config.trialCredits} trial until ${format(lapses, 'MMM dd')}`),
  ).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(
    main
      .getByText(
        // A day alone is written the Spanish way ('11 dic 2026'): the spec fixes no format for it.
        `${config.trialCredits} créditos de prueba hasta el ${format(lapses, 'd MMM yyyy', { locale: es })}`,
      )
      .first(),
  ).toBeVisible();
});
