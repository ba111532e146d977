import { expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import { TEST_PUBLIC_URL } from '../../testing/test-app';
import {
  balanceOf,
  billingInfo,
  demoForm,
  goodCard,
  ledgerSum,
  order,
  quote,
  transactionsOf,
} from '../../testing/commerce';

describeOnDialects('checkout', (getApp, { clock }) => {
  it('makes a pending order from the stored quote alone and answers where to pay', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await quote(t, token, 100, 'GBP');
    const res = await call(t, 'POST', '/api/checkout/initiate', {
      token,
      // Whatever the browser adds about money is ignored.
      json: {
        quoteId: q.id,
        billingInfo: billingInfo(),
        amount: 0.01,
        credits: 10_000,
        currency: 'EUR',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      orderId: expect.stringMatching(/^order_\d+_[0-9a-f]{20}$/),
      paymentUrl: expect.stringMatching(
        new RegExp(`^${TEST_PUBLIC_URL}/pay/demo/order_\\d+_[0-9a-f]+\\?token=[0-9a-f]{64}$`),
      ),
      message: 'Payment initiated successfully',
    });
    const [tx] = await transactionsOf(t, token);
    expect(tx).toMatchObject({
      order_id: res.body.orderId,
      status: 'pending',
      amount: '8.08',
      currency: 'GBP',
      credits: 100,
    });
    const row = await t.container.db.transactions.findByOrderId(res.body.orderId);
    expect(row).toMatchObject({
      credited: false,
      sessionId: expect.stringMatching(/^demo_/),
      userEmail: 'ada@example.com',
    });
  });

  it('every initiate is its own order (unique order ids)', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await quote(t, token, 20, 'EUR');
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (
            await call(t, 'POST', '/api/checkout/initiate', {
              token,
              json: { quoteId: q.id, billingInfo: billingInfo() },
            })
          ).body.orderId,
      ),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('without consent: 400 with the spec message and no order', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await quote(t, token, 100);
    const res = await call(t, 'POST', '/api/checkout/initiate', {
      token,
      json: { quoteId: q.id, billingInfo: { ...billingInfo(), agreeToTerms: false } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You must agree to the Privacy Policy and User Terms');
    expect(await transactionsOf(t, token)).toEqual([]);
  });

  it.each([
    ['phone', 'abc', 'Please enter a valid phone number'],
    ['country', '', 'Please select a country'],
    ['zipCode', '1', undefined],
    ['email', 'not-an-email', 'Please enter a valid email address'],
  ])('validates billing %s', async (field, value, message) => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await quote(t, token, 100);
    const res = await call(t, 'POST', '/api/checkout/initiate', {
      token,
      json: { quoteId: q.id, billingInfo: { ...billingInfo(), [field]: value } },
    });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect(await transactionsOf(t, token)).toEqual([]);
  });

  it('a cancelled order comes back with its quote; paying again is a new order that credits once', async () => {
    const t = getApp();
    const alice = await signUp(t);
    const bob = await signUp(t);
    const first = await order(t, alice.token, 100, 'GBP');
    const cancel = await call(
      t,
      'POST',
      `/pay/demo/${first.orderId}`,
      demoForm({ action: 'cancel', token: first.token }),
    );
    expect(cancel.headers.get('location')).toBe(`/checkout?orderId=${first.orderId}`);

    const path = `/api/checkout/orders/${first.orderId}` as const;
    const held = await call(t, 'GET', path, { token: alice.token });
    expect(held.status).toBe(200);
    expect(held.body).toEqual({
      orderId: first.orderId,
      status: 'cancelled',
      credited: false,
      credits: 100,
      amount: first.amount,
      currency: 'GBP',
      created_at: expect.any(String),
      quote: expect.objectContaining({
        credits: 100,
        currency: 'GBP',
        convertedAmount: first.amount,
      }),
    });
    // Only its owner sees it; an unknown id is the same 404.
    expect((await call(t, 'GET', path, { token: bob.token })).status).toBe(404);
    expect(
      (await call(t, 'GET', '/api/checkout/orders/order_1_nope', { token: alice.token })).status,
    ).toBe(404);
    expect((await call(t, 'GET', path)).status).toBe(401);

    const again = await call(t, 'POST', '/api/checkout/initiate', {
      token: alice.token,
      json: { quoteId: held.body.quote?.id, billingInfo: billingInfo() },
    });
    expect(again.status).toBe(201);
    expect(again.body.orderId).not.toBe(first.orderId);
    const page = new URL(again.body.paymentUrl);
    const paid = await call(
      t,
      'POST',
      page.pathname,
      demoForm({ ...goodCard, action: 'pay', token: page.searchParams.get('token') ?? '' }),
    );
    expect(paid.status).toBe(303);
    expect(await balanceOf(t, alice.token)).toBe(100);
    expect(await ledgerSum(t, alice.userId)).toBe(100);
    expect((await call(t, 'GET', path, { token: alice.token })).body).toMatchObject({
      status: 'cancelled',
      credited: false,
    });
    expect(
      (await call(t, 'GET', `/api/checkout/orders/${again.body.orderId}`, { token: alice.token }))
        .body,
    ).toMatchObject({ status: 'completed', credited: true, quote: null });
  });

  it('once its quote has expired, the order comes back without one (a fresh quote is asked for)', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const o = await order(t, token, 300, 'USD');
    try {
      clock.offsetMs = 30 * 60_000 + 1_000;
      const held = await call(t, 'GET', `/api/checkout/orders/${o.orderId}`, { token });
      expect(held.body).toMatchObject({
        status: 'pending',
        credits: 300,
        currency: 'USD',
        amount: o.amount,
        quote: null,
      });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('needs a signed-in user', async () => {
    const res = await call(getApp(), 'POST', '/api/checkout/initiate', {
      json: { quoteId: 'x', billingInfo: billingInfo() },
    });
    expect(res.status).toBe(401);
  });
});
