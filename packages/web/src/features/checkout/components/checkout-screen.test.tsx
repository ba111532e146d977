import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { tokenStorageKey } from '@/lib/auth/token';
import { topupStorageKey } from '@/lib/topup-storage';
import { billingProfileFixture } from '@/testing/billing';
import {
  checkoutOrderFixture,
  meFixture,
  profileFixture,
  quoteFixture as quote,
} from '@/testing/fixtures';
import { type Handler, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { paymentRedirect } from './checkout-screen';

const initiated = () =>
  Response.json(
    { success: true, orderId: 'order_1_a', paymentUrl: 'https://pay.test/p/1', message: 'ok' },
    { status: 201 },
  );

const jsonError = (status: number, error: string, message: string) => () =>
  Response.json({ error, message }, { status });

function withOrder(initiate: Handler = initiated, more: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  localStorage.setItem(
    topupStorageKey,
    JSON.stringify({ quoteId: 'q1', credits: 150, currency: 'GBP', totalAmount: '12.11' }),
  );
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/currency/quote/q1': () => Response.json({ quote }),
    'POST /api/checkout/initiate': initiate,
    'GET /api/checkout/orders/order_1_a': () =>
      Response.json(checkoutOrderFixture({ status: 'pending' })),
    ...more,
  });
}

/** Signed in at /checkout?orderId=order_1_a, the order answered by `order`. */
function withHeldOrder(order: Handler, more: Record<string, Handler> = {}) {
  localStorage.setItem(tokenStorageKey, 'tok');
  return mockApi({
    'GET /api/auth/me': () => Response.json(meFixture()),
    'GET /api/checkout/orders/order_1_a': order,
    'POST /api/checkout/initiate': initiated,
    ...more,
  });
}

const initiateBody = async (requests: Request[]) =>
  requests
    .find((r) => r.url.endsWith('/api/checkout/initiate'))!
    .clone()
    .json();

async function agreeAndPay(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
  await screen.getByRole('checkbox', { name: /I agree/ }).click({ force: true });
  const submit = screen.getByRole('button', { name: 'Go to Payment' });
  await expect.element(submit).toBeEnabled();
  await submit.click();
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

// Each test watches the payment redirect afresh.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkout', () => {
  test('without stored top-up data: no order, then /image-generator', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({ 'GET /api/auth/me': () => Response.json(meFixture()) });
    const { router } = await renderApp('/checkout');
    await expect
      .poll(() => router.state.location.pathname, { timeout: 30_000 })
      .toBe('/image-generator');
    await expect.element(page.getByText('No order found')).toBeVisible();
  });

  test('shows the order summary; Go to Payment needs a valid form and consent', async () => {
    const { requests } = withOrder();
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen, router } = await renderApp('/checkout');
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await expect.element(screen.getByText('5%')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Go to Payment' });
    await expect.element(submit).toBeDisabled();
    await screen.getByLabelText('Phone').fill('12');
    await expect.element(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await fillForm(screen);
    await expect.element(submit).toBeDisabled();
    await screen.getByRole('checkbox', { name: /I agree/ }).click({ force: true });
    await expect.element(submit).toBeEnabled();
    await submit.click();
    await expect.poll(() => redirect.mock.calls[0]?.[0]).toBe('https://pay.test/p/1');
    expect(localStorage.getItem(topupStorageKey)).toBeNull();
    // The browser's Back from the payment page lands on the checkout holding the new order.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/checkout?orderId=order_1_a',
    );
    const body = await initiateBody(requests);
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
    withOrder(jsonError(500, 'internal_error', 'Internal Server Error'));
    const { screen } = await renderApp('/checkout');
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await fillForm(screen);
    await agreeAndPay(screen);
    await expect.element(screen.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect
      .element(screen.getByText('There was an issue processing your payment. Please try again.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(screen.getByRole('button', { name: 'Go to Payment' })).toBeVisible();
  });

  test.each([
    [
      'en',
      'payment_failed',
      jsonError(502, 'payment_failed', 'Payment initiation failed'),
      'The payment provider is not answering right now and nothing was charged. Please try again in a moment.',
    ],
    [
      'es',
      'payment_failed',
      jsonError(502, 'payment_failed', 'Payment initiation failed'),
      'El proveedor de pagos no responde ahora mismo y no se ha cobrado nada. Inténtalo de nuevo en un momento.',
    ],
    [
      'es',
      'validation_error',
      jsonError(400, 'validation_error', 'Please enter a valid phone number'),
      'Introduce un número de teléfono válido',
    ],
    [
      'en',
      'service_unavailable',
      jsonError(503, 'service_unavailable', 'Temporarily unavailable, please try again'),
      'Payments are briefly unavailable. Please try again in a moment.',
    ],
    [
      'en',
      'another code',
      jsonError(409, 'conflict', 'An order with this id already exists'),
      'An order with this id already exists',
    ],
  ] as const)('a failed initiation says why (%s, %s)', async (language, _code, answer, shown) => {
    const messages = language === 'es' ? es : en;
    // The account fills the form; only the state and the consent are left to the user.
    withOrder(answer, {
      'GET /api/profile': () => Response.json(profileFixture({ phone: '+44 20 7946 0000' })),
      'GET /api/billing-profiles': () => Response.json([billingProfileFixture]),
    });
    const { screen } = await renderApp('/checkout', { language });
    await expect
      .element(screen.getByLabelText(messages['checkout.fullName']))
      .toHaveValue('Ada Byron Lovelace');
    await screen.getByLabelText(messages['checkout.state']).fill('London');
    await screen
      .getByRole('checkbox', { name: language === 'es' ? /Acepto/ : /I agree/ })
      .click({ force: true });
    const submit = screen.getByRole('button', { name: messages['checkout.submit'] });
    await expect.element(submit).toBeEnabled();
    await submit.click();
    await expect.element(screen.getByRole('alert').getByText(shown)).toBeVisible();
  });

  test('the quote lapsed before paying: a fresh quote for the same credits, then it pays', async () => {
    let quoteAnswers = 0;
    const { requests } = withOrder(
      async (request) =>
        ((await request.clone().json()) as { quoteId: string }).quoteId === 'q1'
          ? Response.json(
              { error: 'not_found', message: 'Quote not found or expired' },
              { status: 404 },
            )
          : initiated(),
      {
        'GET /api/currency/quote/q1': () =>
          ++quoteAnswers === 1
            ? Response.json({ quote })
            : Response.json({ error: 'not_found', message: 'gone' }, { status: 404 }),
        'POST /api/currency/quote': () =>
          Response.json({ quote: { ...quote, id: 'q2', convertedAmount: '12.20' } }),
      },
    );
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await fillForm(screen);
    await agreeAndPay(screen);
    await expect
      .element(screen.getByText('This price has expired. Try again to pay with a fresh quote.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(screen.getByText('£12.20').first()).toBeVisible();
    await expect
      .element(screen.getByText('The earlier price has expired, so this is a fresh quote.'))
      .toBeVisible();
    const fresh = requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/api/currency/quote'),
    );
    expect(await fresh!.clone().json()).toEqual({ credits: 150, currency: 'GBP' });
    // The form kept what was typed (and the consent): pay again, now with the fresh quote.
    await screen.getByRole('button', { name: 'Go to Payment' }).click();
    await expect.poll(() => redirect.mock.calls.length).toBe(1);
    const quoteIds = await Promise.all(
      requests
        .filter((r) => r.url.endsWith('/api/checkout/initiate'))
        .map(async (r) => ((await r.clone().json()) as { quoteId: string }).quoteId),
    );
    expect(quoteIds).toEqual(['q1', 'q2']);
  });

  test('starts filled from the profile and the default billing profile; every field editable', async () => {
    const { requests } = withOrder(initiated, {
      'GET /api/profile': () => Response.json(profileFixture({ phone: '+44 20 7946 0000' })),
      'GET /api/billing-profiles': () =>
        Response.json([
          { ...billingProfileFixture, id: 'bp_0', city: 'Bath', is_default: 0 },
          billingProfileFixture,
        ]),
    });
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await expect.element(screen.getByLabelText('Full name')).toHaveValue('Ada Byron Lovelace');
    await expect.element(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await expect.element(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
    await expect
      .element(screen.getByRole('combobox', { name: 'Country' }))
      .toHaveValue(expect.stringMatching(/^United Kingdom/));
    await expect.element(screen.getByLabelText('City')).toHaveValue('London');
    await expect.element(screen.getByLabelText('Street address')).toHaveValue('12 St James Square');
    await expect.element(screen.getByLabelText('ZIP or postal code')).toHaveValue('SW1Y 4JH');
    await expect.element(screen.getByLabelText('State or province')).toHaveValue('');
    await screen.getByLabelText('Full name').fill('Ada King');
    await screen.getByLabelText('City').fill('Marylebone');
    await screen.getByLabelText('State or province').fill('Greater London');
    await agreeAndPay(screen);
    await expect
      .poll(() => requests.some((r) => r.url.endsWith('/api/checkout/initiate')))
      .toBe(true);
    expect((await initiateBody(requests)).billingInfo).toEqual({
      fullName: 'Ada King',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'GB',
      state: 'Greater London',
      city: 'Marylebone',
      zipCode: 'SW1Y 4JH',
      address: '12 St James Square',
      agreeToTerms: true,
    });
  });
});

describe('checkout: save these details as a billing profile', () => {
  async function saveDetailsAndPay(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
    await screen
      .getByRole('checkbox', { name: 'Save these details for next time' })
      .click({ force: true });
    await agreeAndPay(screen);
  }

  const profileOf = (requests: Request[]) =>
    requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/billing-profiles'));

  test('unticked by default: paying creates no billing profile', async () => {
    const { requests } = withOrder(initiated, {
      'POST /api/billing-profiles': () => Response.json({}, { status: 201 }),
    });
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await fillForm(screen);
    const save = screen.getByRole('checkbox', { name: 'Save these details for next time' });
    await expect.element(save).not.toBeChecked();
    await agreeAndPay(screen);
    await expect.poll(() => redirect.mock.calls.length).toBe(1);
    expect(profileOf(requests)).toBeUndefined();
  });

  test('ticked: the order is placed, then the typed details become a billing profile', async () => {
    const { requests } = withOrder(initiated, {
      'POST /api/billing-profiles': () =>
        Response.json({ billingProfile: billingProfileFixture }, { status: 201 }),
    });
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await fillForm(screen);
    await saveDetailsAndPay(screen);
    await expect.poll(() => redirect.mock.calls.length).toBe(1);
    const saved = profileOf(requests);
    expect(saved).toBeDefined();
    expect(await saved!.clone().json()).toEqual({
      billing_name: 'Ada Lovelace',
      address: '10 Downing Street',
      city: 'London',
      postal_code: 'SW1A 1AA',
      country: 'GB',
      is_default: 0,
    });
    // After the order: the profile follows a placed order, never one that failed.
    const order = requests.findIndex((r) => r.url.endsWith('/api/checkout/initiate'));
    expect(order).toBeGreaterThanOrEqual(0);
    expect(order).toBeLessThan(requests.indexOf(saved!));
  });

  test('a profile that cannot be saved does not stop the payment', async () => {
    withOrder(initiated, {
      'POST /api/billing-profiles': () =>
        Response.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
    });
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout');
    await fillForm(screen);
    await saveDetailsAndPay(screen);
    await expect.poll(() => redirect.mock.calls[0]?.[0]).toBe('https://pay.test/p/1');
  });

  test('in Spanish it reads Guardar estos datos para la próxima vez', async () => {
    withOrder();
    const { screen } = await renderApp('/checkout', { language: 'es' });
    await expect
      .element(screen.getByRole('checkbox', { name: 'Guardar estos datos para la próxima vez' }))
      .not.toBeChecked();
  });
});

describe('checkout holding an order (?orderId=)', () => {
  test('a cancelled order: says so, keeps its quote, and pays it again', async () => {
    const { requests } = withHeldOrder(() => Response.json(checkoutOrderFixture()));
    const redirect = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect
      .element(screen.getByText(/You cancelled the payment for 150 credits\./))
      .toBeVisible();
    await expect.element(screen.getByText('£12.11').first()).toBeVisible();
    await fillForm(screen);
    await agreeAndPay(screen);
    await expect.poll(() => redirect.mock.calls[0]?.[0]).toBe('https://pay.test/p/1');
    expect((await initiateBody(requests)).quoteId).toBe('q1');
  });

  test('back from a cancelled payment: what was typed and the consent are still there', async () => {
    withOrder(initiated, {
      'GET /api/checkout/orders/order_1_a': () => Response.json(checkoutOrderFixture()),
    });
    vi.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
    const first = await renderApp('/checkout');
    await fillForm(first.screen);
    await agreeAndPay(first.screen);
    await expect
      .poll(() => first.router.state.location.search, { timeout: 30_000 })
      .toBe('?orderId=order_1_a');
    await first.screen.unmount();

    // The payment page sends the browser back to the checkout holding the order.
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect
      .element(screen.getByText(/You cancelled the payment for 150 credits\./))
      .toBeVisible();
    await expect.element(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await expect.element(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0958');
    await expect
      .element(screen.getByRole('combobox', { name: 'Country' }))
      .toHaveValue(expect.stringMatching(/^United Kingdom/));
    await expect.element(screen.getByLabelText('State or province')).toHaveValue('London');
    await expect.element(screen.getByLabelText('City')).toHaveValue('London');
    await expect.element(screen.getByLabelText('ZIP or postal code')).toHaveValue('SW1A 1AA');
    await expect.element(screen.getByLabelText('Street address')).toHaveValue('10 Downing Street');
    await expect.element(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect.element(screen.getByRole('button', { name: 'Go to Payment' })).toBeEnabled();
  });

  test('typed details of another order are not offered here', async () => {
    sessionStorage.setItem(
      'checkout_details:order_9_z',
      JSON.stringify({ phone: '+44 20 7946 0958', city: 'Leeds', agreeToTerms: true }),
    );
    withHeldOrder(() => Response.json(checkoutOrderFixture()));
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect
      .element(screen.getByText(/You cancelled the payment for 150 credits\./))
      .toBeVisible();
    await expect.element(screen.getByLabelText('City')).toHaveValue('');
    await expect.element(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  test('its quote lapsed: a fresh quote for the same credits and currency', async () => {
    const { requests } = withHeldOrder(
      () => Response.json(checkoutOrderFixture({ status: 'failed', quote: null, currency: 'USD' })),
      {
        'POST /api/currency/quote': () =>
          Response.json({
            quote: { ...quote, id: 'q9', currency: 'USD', convertedAmount: '15.39' },
          }),
      },
    );
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect.element(screen.getByText(/did not go through/)).toBeVisible();
    await expect.element(screen.getByText('$15.39').first()).toBeVisible();
    await expect
      .element(screen.getByText('The earlier price has expired, so this is a fresh quote.'))
      .toBeVisible();
    const fresh = requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/api/currency/quote'),
    );
    expect(await fresh!.clone().json()).toEqual({ credits: 150, currency: 'USD' });
  });

  test('a pending order offers to check its status before paying again', async () => {
    withHeldOrder(() => Response.json(checkoutOrderFixture({ status: 'pending' })));
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect
      .element(screen.getByRole('link', { name: 'Check payment status' }))
      .toHaveAttribute('href', '/checkout-success?orderId=order_1_a');
    await expect.element(screen.getByRole('button', { name: 'Go to Payment' })).toBeVisible();
  });

  test('a paid order: nothing to pay', async () => {
    withHeldOrder(() =>
      Response.json(checkoutOrderFixture({ status: 'completed', credited: true, quote: null })),
    );
    const { screen } = await renderApp('/checkout?orderId=order_1_a');
    await expect.element(screen.getByText('This order is already paid')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Go to Payment' }))
      .not.toBeInTheDocument();
  });

  test('not the user’s order (404): no order, then /image-generator', async () => {
    withHeldOrder(jsonError(404, 'not_found', 'Order not found'));
    const { router } = await renderApp('/checkout?orderId=order_1_a');
    // The config's poll bound: the first route change loads the route's code from Vite.
    await expect.poll(() => router.state.location.pathname).toBe('/image-generator');
    await expect.element(page.getByText('No order found')).toBeVisible();
  });

  test('a 401 while loading goes to sign in, and back to the same order after', async () => {
    let signedIn = false;
    withHeldOrder(
      () =>
        signedIn
          ? Response.json(checkoutOrderFixture())
          : Response.json({ error: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
      {
        'POST /api/auth/login': () => {
          signedIn = true;
          return Response.json({ token: 'tok-2' });
        },
      },
    );
    const { screen, router } = await renderApp('/checkout?orderId=order_1_a');
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/signin?next=%2Fcheckout%3ForderId%3Dorder_1_a');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    await screen.getByLabelText('Email').fill('ada@example.com');
    await screen.getByLabelText('Password', { exact: true }).fill('whatever');
    await screen.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`, {
        timeout: 10_000,
      })
      .toBe('/checkout?orderId=order_1_a');
    await expect
      .element(screen.getByText(/You cancelled the payment for 150 credits\./))
      .toBeVisible();
  });
});

describe('checkout success', () => {
  test('a return with only the session id (Stripe) finds the order and confirms it', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    const { requests } = mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/payments/status': () =>
        Response.json({
          orderId: 'order_1_a',
          status: 'completed',
          credited: true,
          credits: 150,
          credits_balance: 270,
        }),
    });
    const { screen } = await renderApp('/checkout-success?sessionId=cs_test_1');
    await expect
      .element(screen.getByRole('heading', { name: 'Payment successful' }), { timeout: 10_000 })
      .toBeVisible();
    const asked = requests.find((r) => r.url.includes('/api/payments/status'));
    expect(new URL(asked!.url).search).toBe('?sessionId=cs_test_1');
  });

  test('a 404 stops at once: payment not found, no polling to the time-out', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    const { requests } = mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/payments/status': jsonError(404, 'not_found', 'Order not found'),
    });
    const { screen } = await renderApp('/checkout-success?orderId=order_9_z');
    // The time-out would take about 70 s; this answer comes after the first question.
    await expect.element(screen.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect(requests.filter((r) => r.url.includes('/api/payments/status'))).toHaveLength(1);
  });

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
      .element(screen.getByRole('heading', { name: 'Payment successful' }), { timeout: 10_000 })
      .toBeVisible();
    await expect.element(screen.getByText('270 credits')).toBeVisible();
    await expect.element(page.getByText('150 credits added')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Start Generating' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });
});
