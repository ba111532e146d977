import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { tokenStorageKey } from '../../../lib/auth/token';
import { topupStorageKey } from '../../../lib/topup-storage';
import { meFixture } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storyQuote } from '../../../testing/story-handlers';
import { paymentRedirect } from './checkout-screen';

const quote = storyQuote;

function withOrder(
  initiate: () => Response = () =>
    Response.json(
      { success: true, orderId: 'order_1_a', paymentUrl: 'https://pay.test/p/1', message: 'ok' },
      { status: 201 },
    ),
) {
  localStorage.setItem(tokenStorageKey, 'tok');
  localStorage.setItem(
    topupStorageKey,
    JSON.stringify({ quoteId: 'q1', credits: 150, currency: 'GBP', totalAmount: '12.11' }),
  );
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/currency/quote/q1': () => Response.json({ quote }),
    'POST /api/checkout/initiate': initiate,
  });
}

async function fillForm(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
  await screen.getByLabelText('Full name').fill('Ada Lovelace');
  await screen.getByLabelText('Email').fill('ada@example.com');
  await screen.getByLabelText('Phone').fill('+44 20 7946 0958');
  await screen.getByRole('combobox', { name: 'Country' }).fill('United King');
  await expect.element(page.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect
    .element(screen.getByRole('combobox', { name: 'Country' }))
    .toHaveValue(expect.stringMatching(/^United Kingdom/));
  await screen.getByLabelText('State or province').fill('London');
  await screen.getByLabelText('City').fill('London');
  await screen.getByLabelText('ZIP or postal code').fill('SW1A 1AA');
  await screen.getByLabelText('Street address').fill('10 Downing Street');
}

describe('checkout', () => {
  test('without stored top-up data: no order, then /image-generator', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({ 'GET /api/auth/me': () => Response.json(meFixture()) });
    const { router } = await renderApp('/checkout');
    await expect
      .poll(() => router.state.location.pathname, { timeout: 5000 })
      .toBe('/image-generator');
    await expect.element(page.getByText('No order found')).toBeVisible();
  });

  test('shows the order summary; Go to Payment needs a valid form and consent', async () => {
    const { requests } = withOrder();
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await expect.element(screen.getByText('5%')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Go to Payment' });
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Phone').fill('12');
    await expect.element(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await fillForm(screen);
    await expect.element(submit).toBeDisabled();
    await screen.getByRole('checkbox').click({ force: true });
    await expect.element(submit).toBeEnabled();
    await submit.click();
    await expect.poll(() => redirect.mock.calls[0]?.[0]).toBe('https://pay.test/p/1');
    expect(localStorage.getItem(topupStorageKey)).toBeNull();
    const body = await requests
      .find((r) => r.url.endsWith('/api/checkout/initiate'))!
      .clone()
      .json();
    expect(body).toEqual({
      quoteId: 'q1',
      billingInfo: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        country: 'GB',
        state: 'London',
        city: 'London',
        zipCode: 'SW1A 1AA',
        address: '10 Downing Street',
        agreeToTerms: true,
      },
    });
  });

  test('a failed initiation shows the Payment Error view with Try Again', async () => {
    withOrder(() => Response.json({ error: 'x', message: 'boom' }, { status: 500 }));
    const { screen } = await renderApp('/checkout');
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await fillForm(screen);
    await screen.getByRole('checkbox').click({ force: true });
    await screen.getByRole('button', { name: 'Go to Payment' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect
      .element(screen.getByText('There was an issue processing your payment. Please try again.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(screen.getByRole('button', { name: 'Go to Payment' })).toBeVisible();
  });
});

describe('checkout success', () => {
  test('without orderId and sessionId: an error card and a way back to /checkout', async () => {
    const { screen } = await renderApp('/checkout-success');
    await expect.element(screen.getByRole('heading', { name: 'No payment found' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Back to Checkout' })).toBeVisible();
  });

  test('verifies, then shows the balance and the credits-added toast', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    let n = 0;
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/payments/status': () =>
        Response.json({
          orderId: 'order_1_a',
          status: n++ > 0 ? 'completed' : 'pending',
          credited: n > 1,
          credits: 150,
          credits_balance: 270,
        }),
    });
    const { screen } = await renderApp('/checkout-success?orderId=order_1_a');
    await expect
      .element(screen.getByRole('heading', { name: 'Verifying your payment' }))
      .toBeVisible();
    await expect.element(screen.getByText('1 check so far')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Payment successful' }), { timeout: 4000 })
      .toBeVisible();
    await expect.element(screen.getByText('270 credits')).toBeVisible();
    await expect.element(page.getByText('150 credits added')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Start Generating' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });
});
