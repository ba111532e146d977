import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { billingInfo, quote, transactionsOf } from '../payments/commerce-test-helpers';

export function checkoutRouteTests(getApp: () => TestApp) {
  describe('checkout', () => {
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

    it('needs a signed-in user', async () => {
      const res = await call(getApp(), 'POST', '/api/checkout/initiate', {
        json: { quoteId: 'x', billingInfo: billingInfo() },
      });
      expect(res.status).toBe(401);
    });
  });
}
