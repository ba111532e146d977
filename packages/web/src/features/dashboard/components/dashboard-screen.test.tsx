import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { addBillingInfo, billingApi, expectToast } from '@/testing/billing';
import { topupStorageKey } from '@/lib/topup-storage';
import { currencyStorageKey } from '@/lib/currency';
import {
  accountStatsFixture,
  generationFixture,
  meFixture,
  profileFixture,
  transactionFixture,
} from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { quoteFixture } from '@/testing/fixtures';

function signedIn(overrides: Record<string, (r: Request) => Response | Promise<Response>> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () =>
      Response.json({
        transactions: [
          ...Array.from({ length: 12 }, (_, i) => transactionFixture(i + 1)),
          transactionFixture(13, { status: 'failed', amount: '100.00' }),
        ],
      }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () =>
      Response.json({
        generations: [
          generationFixture(1),
          generationFixture(2, { cost_credits: 5 }),
          generationFixture(20, { generation_type: 'text', cost_credits: 1 }),
          generationFixture(3, { status: 'failed', cost_credits: 9 }),
        ],
      }),
    'GET /api/billing-profiles': () => Response.json([]),
    ...overrides,
  });
}

describe('dashboard access', () => {
  test('without a token it redirects to /signin', async () => {
    const { router } = await renderApp('/dashboard');
    // The config's poll bound: the first route change loads the route's code from Vite.
    await expect.poll(() => router.state.location.pathname).toBe('/signin');
  });

  test('a 401 on the profile call clears the token and redirects to /signin', async () => {
    signedIn({
      'GET /api/profile': () => Response.json({ error: 'unauthorized' }, { status: 401 }),
    });
    const { router } = await renderApp('/dashboard');
    await expect.poll(() => router.state.location.pathname).toBe('/signin');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});

describe('the identity card on a phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  test('the tabs stay where the skeleton drew them when a nine-digit balance comes in', async () => {
    await page.viewport(412, 823);
    let answer = () => {};
    signedIn({
      'GET /api/auth/me': () => Response.json(meFixture(100_000_020)),
      'GET /api/profile': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json(profileFixture()));
        }),
    });
    const { screen } = await renderApp('/dashboard');
    // The skeleton's tab row: the second row of its card column (the first is the identity card).
    const skeletonTabs = () =>
      document.querySelector('[aria-busy="true"] > [aria-hidden="true"] > :nth-child(2)');
    await expect.poll(skeletonTabs).not.toBeNull();
    const before = skeletonTabs()?.getBoundingClientRect().top;

    answer();
    await expect.element(screen.getByText('100,000,020 credits').first()).toBeVisible();
    const tabs = screen.getByRole('tablist');
    await expect.element(tabs).toBeVisible();
    expect(tabs.element().getBoundingClientRect().top).toBe(before);
  });
});

describe('dashboard', () => {
  test('identity card: initials, name, email, Active since, balance and Top Up', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await expect.element(screen.getByRole('heading', { name: 'Ada Byron Lovelace' })).toBeVisible();
    // The ui Avatar draws its initials from a data attribute.
    expect(document.querySelector('main [data-initials]')?.getAttribute('data-initials')).toBe(
      'AL',
    );
    await expect.element(screen.getByText('ada@example.com').first()).toBeVisible();
    await expect.element(screen.getByText('Active since Mar 2026')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Top Up' })).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Balance' }))
      .toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Profile', 'Creations', 'Settings']) {
      await expect.element(screen.getByRole('tab', { name: tab })).toBeVisible();
    }
  });

  test("no name gives 'U'", async () => {
    signedIn({ 'GET /api/profile': () => Response.json(profileFixture({ full_name: '' })) });
    const { screen } = await renderApp('/dashboard');
    await expect.element(screen.getByText('ada@example.com').first()).toBeVisible();
    expect(document.querySelector('main [data-initials]')?.getAttribute('data-initials')).toBe('U');
  });

  test('balance tab: stats, 10 transactions then Load More, copy order id toast', async () => {
    signedIn();
    const clipboard: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
    const { screen } = await renderApp('/dashboard');
    // The figures are the server's, counted over every row: not sums of the lists on screen.
    await expect.element(screen.getByText('1,234', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('612', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('+40 this week')).toBeVisible();
    await expect.element(screen.getByText('€4,845.05')).toBeVisible();
    await screen
      .getByRole('radio', { name: 'GBP' })
      .or(screen.getByRole('button', { name: 'GBP' }))
      .click();
    await expect.element(screen.getByText('£4,845.05')).toBeVisible();

    const rows = screen.getByRole('listitem').filter({ hasText: '+100' });
    await expect.poll(() => rows.elements().length).toBe(10);
    await screen.getByRole('button', { name: 'Load More (3 remaining)' }).click();
    // A failed top-up added nothing: its row must not read as "+100" credits.
    await expect.poll(() => rows.elements().length).toBe(12);
    const failed = screen.getByRole('listitem').filter({ hasText: 'Failed' });
    await expect.element(failed.getByText('100 credits not added')).toBeVisible();

    await screen.getByRole('button', { name: 'Copy order ID 170000001_abc1' }).click();
    expect(clipboard).toEqual(['order_170000001_abc1']);
    await expect.element(page.getByText('Order ID copied to clipboard')).toBeVisible();
  });

  test('a pending top-up says its credits come when paid; a cancelled one that none were added', async () => {
    signedIn({
      'GET /api/transactions': () =>
        Response.json({
          transactions: [
            transactionFixture(1, { status: 'pending', credits: 300 }),
            transactionFixture(2, { status: 'cancelled', credits: 300 }),
            transactionFixture(3, { status: 'success', credits: 300 }),
          ],
        }),
    });
    const { screen } = await renderApp('/dashboard');
    await expect.element(screen.getByText('+300 when paid')).toBeVisible();
    await expect.element(screen.getByText('300 credits not added')).toBeVisible();
    await expect.element(screen.getByText('+300', { exact: true })).toBeVisible();
    expect(screen.getByText('+300', { exact: true }).elements()).toHaveLength(1);
  });

  test('empty lists say so', async () => {
    signedIn({
      'GET /api/transactions': () => Response.json({ transactions: [] }),
      'GET /api/account/stats': () => Response.json(accountStatsFixture()),
      'GET /api/generations': () => Response.json({ generations: [] }),
    });
    const { screen } = await renderApp('/dashboard');
    await expect.element(screen.getByText('No transactions yet.')).toBeVisible();
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expect.element(screen.getByText('No creations yet. Start generating!')).toBeVisible();
  });

  test('creations tab filters by type', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expect.element(screen.getByText('Prompt number 20')).toBeVisible();
    await screen.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Image', exact: true }).click();
    await expect.element(screen.getByText('Prompt number 20')).not.toBeInTheDocument();
    await expect.element(screen.getByText('Prompt number 1', { exact: true })).toBeVisible();
  });

  test('creations tab: a failed generation says its credits were refunded', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    const failed = screen.getByRole('listitem').filter({ hasText: 'Prompt number 3' });
    await expect.element(failed.getByText('9 credits refunded')).toBeVisible();
    const completed = screen.getByRole('listitem').filter({ hasText: 'Prompt number 2' });
    await expect.element(completed.getByText('5 credits', { exact: true })).toBeVisible();
  });

  test('settings: change password form messages', async () => {
    signedIn();
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Settings' }).click();
    await screen.getByLabelText('Current password').fill('abc');
    await screen.getByLabelText('New password', { exact: true }).fill('abcdefg');
    await screen.getByLabelText('Confirm new password').fill('abcdefh');
    await screen.getByRole('button', { name: 'Change Password' }).click();
    // The sign-up rule and its words, as the server checks it.
    await expect
      .element(screen.getByText('Password must be at least 12 characters long'))
      .toBeVisible();
    await expect.element(screen.getByText("Passwords don't match")).toBeVisible();
    // The current password is only required (an older one may predate the rule).
    expect(screen.getByText('Password must be at least 6 characters').elements()).toHaveLength(0);
    await screen.getByLabelText('New password', { exact: true }).fill('alllowercaseletters');
    await expect.element(screen.getByText(/at least 3 of the following/)).toBeVisible();
    await screen.getByLabelText('Current password').fill('');
    await expect.element(screen.getByText('Current password is required')).toBeVisible();
  });
});

describe('top-up dialog', () => {
  test('shows base, discount and total in the chosen currency, as the quote says them', async () => {
    localStorage.setItem(currencyStorageKey, 'GBP');
    signedIn({
      // 150 credits in GBP: £12.75 base, £0.64 off, £12.11 to pay.
      'POST /api/currency/quote': () => Response.json({ quote: quoteFixture }),
    });
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Credits' }).fill('150');
    const quote = dialog.getByRole('region', { name: 'Your quote' });
    await expect.element(quote.getByText('£12.75')).toBeVisible();
    await expect.element(quote.getByText('−£0.64')).toBeVisible();
    await expect.element(quote.getByText('£12.11')).toBeVisible();
    // Nothing in euros under "Prices are shown in GBP".
    await expect.element(quote.getByText(/€/)).not.toBeInTheDocument();
  });

  test('asks for a quote only for 1–10000 and enables payment only with a quote', async () => {
    const { requests } = signedIn({
      'POST /api/currency/quote': async (request) => {
        const { credits, currency } = (await request.json()) as {
          credits: number;
          currency: string;
        };
        return Response.json({
          quote: {
            id: `q-${credits}`,
            credits,
            currency,
            baseAmountEur: (credits / 10).toFixed(2),
            discountPercentage: credits >= 100 ? 5 : 0,
            discount: credits >= 100 ? (credits / 200).toFixed(2) : '0.00',
            baseAmount: (credits / 10).toFixed(2),
            discountAmount: credits >= 100 ? (credits / 200).toFixed(2) : '0.00',
            convertedAmount: ((credits / 10) * 0.95).toFixed(2),
          },
        });
      },
    });
    const { screen, router } = await renderApp('/dashboard');
    await screen.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog');
    const pay = dialog.getByRole('button', { name: 'Go to Payment' });
    const input = dialog.getByRole('textbox', { name: 'Credits' });
    await expect.element(pay).toBeDisabled();

    await input.fill('0');
    await expect.element(dialog.getByText('Minimum 1 credit required')).toBeVisible();
    await expect.element(pay).toBeDisabled();
    await input.fill('10001');
    await expect.element(dialog.getByText('Maximum 10,000 credits allowed')).toBeVisible();
    await input.fill('2.5');
    await expect.element(dialog.getByText('Credits must be a whole number')).toBeVisible();
    await input.fill('');
    await expect.element(dialog.getByText('Please select credits first')).toBeVisible();
    await expect.element(pay).toBeDisabled();
    await new Promise((r) => setTimeout(r, 500));
    expect(requests.filter((r) => r.url.endsWith('/api/currency/quote'))).toHaveLength(0);

    await input.fill('150');
    await expect.element(dialog.getByText('Discount (5%)')).toBeVisible();
    await expect.element(pay).toBeEnabled();
    const quoteCalls = requests.filter((r) => r.url.endsWith('/api/currency/quote'));
    expect(quoteCalls).toHaveLength(1);

    await pay.click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(JSON.parse(localStorage.getItem(topupStorageKey) ?? 'null')).toEqual({
      quoteId: 'q-150',
      credits: 150,
      currency: 'EUR',
      totalAmount: '14.25',
    });
  });
});

describe('billing information (profile tab)', () => {
  test("create and delete keep /dashboard's own wording; created with is_default 0", async () => {
    const billing = billingApi();
    signedIn(billing.handlers);
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Profile' }).click();
    await addBillingInfo();
    await expectToast(
      'Billing information added',
      'Your billing information has been saved successfully',
    );
    expect(billing.bodies).toEqual([expect.objectContaining({ country: 'GB', is_default: 0 })]);
    await screen.getByRole('button', { name: 'Delete billing information' }).click();
    await expectToast(
      'Billing information deleted',
      'Your billing information has been deleted successfully',
    );
  });

  test("create failure: 'Failed to save billing information'", async () => {
    signedIn(billingApi({ createStatus: 500 }).handlers);
    const { screen } = await renderApp('/dashboard');
    await screen.getByRole('tab', { name: 'Profile' }).click();
    await addBillingInfo();
    await expectToast('Error', 'Failed to save billing information');
  });
});
