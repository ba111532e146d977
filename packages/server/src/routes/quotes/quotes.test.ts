import { expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import { billingInfo, transactionsOf } from '../../testing/commerce';

describeOnDialects('quotes', (getApp, { clock }) => {
  it('prices credits in GBP with the discount tier and keeps the quote for its owner', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const res = await call(t, 'POST', '/api/currency/quote', {
      token,
      json: { credits: 100, currency: 'GBP' },
    });
    expect(res.status).toBe(200);
    // 100 × €0.10 = €10.00, 5% off = €9.50, × 0.85 = £8.075 → £8.08 (half-up); in pounds
    // the base is £8.50 and the discount £8.50 − £8.08 = £0.42.
    expect(res.body.quote).toEqual({
      id: expect.any(String),
      credits: 100,
      currency: 'GBP',
      baseAmountEur: '10.00',
      discountPercentage: 5,
      discount: '0.50',
      baseAmount: '8.50',
      discountAmount: '0.42',
      convertedAmount: '8.08',
    });
    const again = await call(t, 'GET', `/api/currency/quote/${res.body.quote.id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it('applies 8% from 300 credits and none below 100; EUR by default', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const big = await call(t, 'POST', '/api/currency/quote', {
      token,
      json: { credits: 300, currency: 'USD' },
    });
    expect(big.body.quote).toMatchObject({
      discountPercentage: 8,
      discount: '2.40',
      convertedAmount: '29.81',
    });
    const small = await call(t, 'POST', '/api/currency/quote', { token, json: { credits: 99 } });
    expect(small.body.quote).toMatchObject({
      currency: 'EUR',
      discountPercentage: 0,
      convertedAmount: '9.90',
    });
  });

  it('answers 404 for an unknown id and for another user’s quote', async () => {
    const t = getApp();
    const alice = await signUp(t);
    const bob = await signUp(t);
    const q = await call(t, 'POST', '/api/currency/quote', {
      token: alice.token,
      json: { credits: 50, currency: 'EUR' },
    });
    expect(
      (await call(t, 'GET', `/api/currency/quote/${q.body.quote.id}`, { token: bob.token })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/currency/quote/nope', { token: alice.token })).status).toBe(
      404,
    );
    const initiate = await call(t, 'POST', '/api/checkout/initiate', {
      token: bob.token,
      json: { quoteId: q.body.quote.id, billingInfo: billingInfo() },
    });
    expect(initiate.status).toBe(404);
    expect(await transactionsOf(t, bob.token)).toEqual([]);
  });

  it('expires after 30 minutes: 404, and checkout makes no order', async () => {
    const t = getApp();
    const { token } = await signUp(t);
    const q = await call(t, 'POST', '/api/currency/quote', { token, json: { credits: 10 } });
    try {
      clock.offsetMs = 29 * 60_000;
      expect(
        (await call(t, 'GET', `/api/currency/quote/${q.body.quote.id}`, { token })).status,
      ).toBe(200);
      clock.offsetMs = 30 * 60_000 + 1_000;
      expect(
        (await call(t, 'GET', `/api/currency/quote/${q.body.quote.id}`, { token })).status,
      ).toBe(404);
      const initiate = await call(t, 'POST', '/api/checkout/initiate', {
        token,
        json: { quoteId: q.body.quote.id, billingInfo: billingInfo() },
      });
      expect(initiate.status).toBe(404);
    } finally {
      clock.offsetMs = 0;
    }
    expect(await transactionsOf(t, token)).toEqual([]);
  });

  it.each([
    [{ credits: 0 }, 'Minimum 1 credit required'],
    [{ credits: 10_001 }, 'Maximum 10,000 credits allowed'],
    [{ credits: 1.5 }, 'Credits must be a whole number'],
    [{ credits: 10, currency: 'JPY' }, undefined],
  ])('rejects %j with 400', async (json, message) => {
    const t = getApp();
    const { token } = await signUp(t);
    const res = await call(t, 'POST', '/api/currency/quote', { token, json });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
  });

  it('needs a signed-in user', async () => {
    const res = await call(getApp(), 'POST', '/api/currency/quote', { json: { credits: 10 } });
    expect(res.status).toBe(401);
  });
});
