import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { tokenStorageKey } from '@/lib/auth/token';
import { addBillingInfo, billingApi, expectToast } from '@/testing/billing';
import {
  accountStatsFixture,
  generationFixture,
  meFixture,
  profileFixture,
  transactionFixture,
} from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function signedIn(overrides: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/profile': () => Response.json(profileFixture()),
    'GET /api/transactions': () =>
      Response.json({
        transactions: Array.from({ length: 7 }, (_, i) => transactionFixture(i + 1)),
      }),
    'GET /api/account/stats': () => Response.json(accountStatsFixture()),
    'GET /api/generations': () =>
      Response.json({
        generations: [
          ...Array.from({ length: 11 }, (_, i) => generationFixture(i + 1)),
          generationFixture(12, { prompt: '', generation_type: 'text', cost_credits: 1 }),
        ],
      }),
    'GET /api/billing-profiles': () => Response.json([]),
    ...overrides,
  });
}

describe('preview dashboards', () => {
  test.each([1, 2, 3, 4, 5])("v%i is labelled 'Preview Mode: Variant N'", async (n) => {
    signedIn();
    const { screen } = await renderApp(`/preview/dashboard-v${n}`);
    await expect.element(screen.getByText(`Preview Mode: Variant ${n}`)).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Ada Byron Lovelace' })).toBeVisible();
  });

  test('signed out: the label and a sign-in prompt', async () => {
    mockApi({});
    const { screen } = await renderApp('/preview/dashboard-v2');
    await expect.element(screen.getByText('Preview Mode: Variant 2')).toBeVisible();
    await expect.element(screen.getByText('Sign in to see your dashboard preview')).toBeVisible();
  });

  test('v1: profile card counts, Overview stats fixed at $0.00, 3 recent, latest 5 elsewhere', async () => {
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v1');
    await expect.element(screen.getByText('Active since Mar 2026')).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Overview' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => screen.getByText('$0.00').elements().length).toBe(2);
    // The counts are the server's (every row), not the lengths of the lists it sent.
    await expect.poll(() => screen.getByText('640', { exact: true }).elements().length).toBe(2);
    await expect.element(screen.getByText('515', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Recent Activity')).toBeVisible();
    const rows = () => screen.getByRole('tabpanel').getByRole('listitem').elements().length;
    await expect.poll(rows).toBe(3);
    await screen.getByRole('tab', { name: 'Transactions' }).click();
    await expect.poll(rows).toBe(5);
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expect.poll(rows).toBe(5);
  });

  test('v1: empty lists', async () => {
    signedIn({
      'GET /api/transactions': () => Response.json({ transactions: [] }),
      'GET /api/generations': () => Response.json({ generations: [] }),
    });
    const { screen } = await renderApp('/preview/dashboard-v1');
    await screen.getByRole('tab', { name: 'Transactions' }).click();
    await expect.element(screen.getByText('No transactions yet.')).toBeVisible();
    await screen.getByRole('tab', { name: 'Creations' }).click();
    await expect.element(screen.getByText('No creations yet.')).toBeVisible();
  });

  test('v2: overview sections; other tabs coming soon', async () => {
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v2');
    for (const title of ['Latest tasks', 'Pinned documents', 'Latest activity']) {
      await expect.element(screen.getByText(title)).toBeVisible();
    }
    await screen.getByRole('tab', { name: 'Tasks' }).click();
    await expect.element(screen.getByText('Coming soon')).toBeVisible();
  });

  test("v3: four stats, a table of the 10 latest generations with 'No prompt', 5 transactions", async () => {
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v3');
    await expect.element(screen.getByText('Total generations')).toBeVisible();
    await expect.element(screen.getByText('Member since')).toBeVisible();
    // The server's figures: every generation, those of the week, every order, credits used.
    await expect.element(screen.getByText('640', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('+45 this week')).toBeVisible();
    await expect.element(screen.getByText('515', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('1234', { exact: true })).toBeVisible();
    const table = screen.getByRole('grid', { name: 'Latest generations' });
    await expect.poll(() => table.getByRole('row').elements().length).toBe(11);
    await expect
      .poll(() => table.getByRole('button', { name: /^Details: / }).elements().length)
      .toBe(10);
    await expect.element(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect
      .poll(() => screen.getByRole('button', { name: /^Copy order ID/ }).elements().length)
      .toBe(5);
  });

  test('v3: Details opens the generation: type, status, date, cost and the whole prompt', async () => {
    signedIn({
      'GET /api/account/stats': () => Response.json(accountStatsFixture()),
      'GET /api/generations': () =>
        Response.json({
          generations: [
            generationFixture(1, {
              generation_type: 'text',
              cost_credits: 3,
              status: 'failed',
              prompt: 'A long note about tides',
            }),
          ],
        }),
    });
    const { screen } = await renderApp('/preview/dashboard-v3');
    await screen.getByRole('button', { name: 'Details: A long note about tides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generation details' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('A long note about tides')).toBeVisible();
    await expect.element(dialog.getByText('3 credits')).toBeVisible();
    await expect.element(dialog.getByText('Failed')).toBeVisible();
    await expect.element(dialog.getByText('Text', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('v4: sidebar and the dashboard tabs; Top Up continue only closes the dialog', async () => {
    signedIn({
      'POST /api/currency/quote': () =>
        Response.json({
          quote: {
            id: 'q1',
            credits: 50,
            currency: 'EUR',
            baseAmountEur: '5.00',
            discountPercentage: 0,
            discount: '0.00',
            baseAmount: '5.00',
            discountAmount: '0.00',
            convertedAmount: '5.00',
          },
        }),
    });
    const { screen, router } = await renderApp('/preview/dashboard-v4');
    await expect
      .element(screen.getByRole('tab', { name: 'Balance' }))
      .toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Profile', 'Creations', 'Settings']) {
      await expect.element(screen.getByRole('tab', { name: tab })).toBeVisible();
    }
    await screen.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Credits' }).fill('50');
    await dialog.getByRole('button', { name: 'Go to Payment' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/preview/dashboard-v4');
  });

  test('v5: short order id copies the full id; four demo creations first', async () => {
    const clipboard: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v5');
    // order_170000001_abc1: the second underscore-separated part.
    await screen.getByRole('button', { name: 'Copy order ID 170000001' }).click();
    expect(clipboard).toEqual(['order_170000001_abc1']);
    await expect.element(page.getByText('Order ID copied to clipboard')).toBeVisible();
    await screen.getByRole('tab', { name: 'Creations' }).click();
    const items = screen.getByRole('tabpanel').getByRole('listitem');
    // Four demo creations and 12 of the user's: 10, then Load More.
    await expect.poll(() => items.elements().length).toBe(10);
    await expect.element(items.nth(0)).toMatchTextContent('Sunset over a mountain lake');
    await expect.element(items.nth(3)).toMatchTextContent('5 credits');
    await screen.getByRole('button', { name: 'Load More (6 remaining)' }).click();
    await expect.poll(() => items.elements().length).toBe(16);
  });

  test('v5 balance: the top-ups currency selector, 10 transactions then Load More', async () => {
    signedIn({
      'GET /api/transactions': () =>
        Response.json({
          transactions: Array.from({ length: 12 }, (_, i) => transactionFixture(i + 1)),
        }),
    });
    const { screen } = await renderApp('/preview/dashboard-v5');
    // The server's total of every paid top-up, not the sum of the 12 listed.
    await expect.element(screen.getByText('€4,845.05')).toBeVisible();
    await screen
      .getByRole('radio', { name: 'USD' })
      .or(screen.getByRole('button', { name: 'USD' }))
      .click();
    await expect.element(screen.getByText('$4,845.05')).toBeVisible();
    const copy = screen.getByRole('button', { name: /^Copy order ID \d+$/ });
    await expect.poll(() => copy.elements().length).toBe(10);
    await screen.getByRole('button', { name: 'Load More (2 remaining)' }).click();
    await expect.poll(() => copy.elements().length).toBe(12);
  });

  test('v5 creations: type and status filters', async () => {
    signedIn();
    const { screen } = await renderApp('/preview/dashboard-v5');
    await screen.getByRole('tab', { name: 'Creations' }).click();
    const items = screen.getByRole('tabpanel').getByRole('listitem');
    await screen.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    // Only the demo video creation.
    await expect.poll(() => items.elements().length).toBe(1);
    await expect.element(items.nth(0)).toMatchTextContent('5 credits');
    await screen.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await screen.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.element(screen.getByText('No creations yet. Start generating!')).toBeVisible();
  });

  test.each([4, 5])(
    'v%i billing: preview toasts for create and delete, created as default',
    async (n) => {
      const billing = billingApi();
      signedIn(billing.handlers);
      const { screen } = await renderApp(`/preview/dashboard-v${n}`);
      await screen.getByRole('tab', { name: 'Profile' }).click();
      await addBillingInfo();
      await expectToast('Billing info created', 'Your billing information has been saved');
      expect(billing.bodies).toEqual([expect.objectContaining({ country: 'GB', is_default: 1 })]);
      await screen.getByRole('button', { name: 'Delete billing information' }).click();
      await expectToast('Billing info deleted', 'Your billing information has been deleted');
      await expect.element(screen.getByText('No billing information yet.')).toBeVisible();
    },
  );

  test("v4 billing create failure: 'Error' / 'Failed to create billing information'", async () => {
    const billing = billingApi({ createStatus: 500 });
    signedIn(billing.handlers);
    const { screen } = await renderApp('/preview/dashboard-v4');
    await screen.getByRole('tab', { name: 'Profile' }).click();
    await addBillingInfo();
    await expectToast('Error', 'Failed to create billing information');
  });
});
