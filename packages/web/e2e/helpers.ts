import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { dataDir } from './outbox';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export const strongPassword = 'Correct-Horse-42';

export function uniqueEmail(prefix = 'ada'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** No axe violations on the page as it is now (contrast is the ui suite's job, on tokens). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // React Aria's live announcer keeps short-lived nodes labelled by elements already gone.
    const context = { include: [document], exclude: [['[data-live-announcer]']] };
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a page global.
    const result = await (window as any).axe.run(context, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map(
      (v: { id: string; nodes: { target: string[]; html: string }[] }) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

export interface SignUpTexts {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
  submit: string;
}

export const englishSignUp: SignUpTexts = {
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  submit: 'Create Account',
};

export async function signUp(page: Page, email: string, texts: SignUpTexts = englishSignUp) {
  await page.goto('/signup');
  await page.getByLabel(texts.fullName).fill('Ada Lovelace');
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(strongPassword);
  await page.getByLabel(texts.confirm).fill(strongPassword);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: texts.submit }).click();
  await page.waitForURL('**/dashboard');
}

/** The user's credits balance, as the API tells it. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.ok(), await me.text()).toBe(true);
  return ((await me.json()) as { user: { credits_balance: number } }).user.credits_balance;
}

/** The balance of the user signed in on this page. */
export async function pageBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  return balanceOf(page.request, token ?? '');
}

/** The checkout's phone and billing address (name and e-mail come from the account). */
export async function fillCheckoutAddress(page: Page) {
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByRole('combobox', { name: 'Country' }).pressSequentially('United King');
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  await page.getByLabel('State or province').fill('London');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('ZIP or postal code').fill('SW1A 1AA');
  await page.getByLabel('Street address').fill('10 Downing Street');
}

/** On the demo provider's page: Pay with the prefilled test card, then the confirmed success. */
export async function payOnDemoPage(page: Page) {
  await page.waitForURL('**/pay/demo/**');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/checkout-success**');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * A signed-up user with credits, made through the API only: sign up, quote, checkout, then the
 * demo provider's hosted page posted as its form would be (the one crediting path: the server
 * signs the callback itself). Returns the bearer token.
 */
export async function creditedUserViaApi(
  request: APIRequestContext,
  credits = 50,
  email = uniqueEmail('api'),
): Promise<string> {
  const signUp = await request.post('/api/auth/signup', {
    data: { email, password: strongPassword, full_name: 'Ada Lovelace' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token } = (await signUp.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const before = await balanceOf(request, token);

  const quote = await request.post('/api/currency/quote', {
    headers,
    data: { credits, currency: 'EUR' },
  });
  expect(quote.ok(), await quote.text()).toBe(true);
  const quoteId = ((await quote.json()) as { quote: { id: string } }).quote.id;

  const checkout = await request.post('/api/checkout/initiate', {
    headers,
    data: {
      quoteId,
      billingInfo: {
        email,
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0958',
        country: 'United Kingdom',
        state: 'London',
        city: 'London',
        address: '10 Downing Street',
        zipCode: 'SW1A 1AA',
        agreeToTerms: true,
      },
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const payUrl = new URL(((await checkout.json()) as { paymentUrl: string }).paymentUrl);

  const paid = await request.post(payUrl.pathname, {
    form: {
      token: payUrl.searchParams.get('token') ?? '',
      lang: 'en',
      action: 'pay',
      name: 'Ada Lovelace',
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toContain('/checkout-success');

  // What was bought comes on top of what the new account already had (its trial credits).
  expect(await balanceOf(request, token)).toBe(before + credits);
  return token;
}

/** Opens the app already signed in with this bearer token (the app keeps it in localStorage). */
/** Generates `count` 512×512 images of `prompt` through the API and saves them to the gallery. */
export async function savedImagesViaApi(
  request: APIRequestContext,
  token: string,
  prompt: string,
  count = 1,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const generated = await request.post('/api/generate/image', {
    headers,
    data: { prompt, size: '512x512', style: 'realistic', count },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { images } = (await generated.json()) as { images: string[] };
  const saved = await request.post('/api/images/save', {
    headers,
    data: {
      imageUrls: images.map((url) => ({ url, prompt })),
      settings: { size: '512x512', style: 'realistic', aspectRatio: '1:1', sizeRequested: 512 },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * `npm run admin -- grant <email>` against the e2e server's database: the same script, run with
 * the server's configuration (its DATA_DIR), as an operator would on the server's machine.
 */
export async function grantAdmin(email: string): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/.bin/tsx', 'packages/server/src/scripts/admin.ts', 'grant', email],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
  );
  expect(stdout).toContain(`${email} is now an admin`);
}
