import { type FakeStripe, signStripeWebhook, startFakeStripe } from '@lumen/adapters/testing';
import { unwrap } from '@lumen/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingInfo,
  demoForm,
  goodCard,
  ledgerSum,
  order,
  postCallback,
  signedCallback,
} from '../../testing/commerce';
import { call, PASSWORD, signUp } from '../../testing/http';
import { createTestApp, type TestApp, type TestDialect } from '../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_lumen_deletion_tests';

async function signUpAdmin(t: TestApp) {
  const admin = await signUp(t);
  unwrap(await t.container.deps.useCases.operator.grantAdmin(admin.email));
  return admin;
}

const deleteAccount = (t: TestApp, token: string) =>
  call(t, 'DELETE', '/api/account', { token, json: { password: PASSWORD } });

async function tombstone(t: TestApp, userId: string) {
  const [row] = await t.container.db.sequelize.query<{ credits_balance: number | string }>(
    'SELECT `credits_balance` FROM `users` WHERE `id` = $userId',
    { bind: { userId }, type: QueryTypes.SELECT },
  );
  return Number(row?.credits_balance);
}

async function topups(t: TestApp, orderId: string): Promise<number> {
  const [row] = await t.container.db.sequelize.query<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM `credit_ledger` WHERE `idempotency_key` = $key',
    { bind: { key: `topup:${orderId}` }, type: QueryTypes.SELECT },
  );
  return Number(row?.n);
}

/** The payments the operator console lists among the last day's failures. */
async function failedPayments(t: TestApp, adminToken: string) {
  const res = await call(t, 'GET', '/api/admin/failures', { token: adminToken });
  expect(res.status, res.text).toBe(200);
  return res.body.payments as { order_id: string; status: string; refund_due_at: string | null }[];
}

describe.each<TestDialect>(['sqlite', 'mariadb'])(
  'a checkout that outlives its account (demo provider, %s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, dialect === 'mariadb' ? { redis: true } : {});
    });
    afterAll(async () => {
      await t?.close();
    });

    it('deletion expires the pending order: the demo page cannot pay it, nothing is credited', async () => {
      const user = await signUp(t);
      const o = await order(t, user.token, 100, 'GBP');
      expect((await deleteAccount(t, user.token)).status).toBe(200);

      const pay = await call(
        t,
        'POST',
        `/pay/demo/${o.orderId}`,
        demoForm({ ...goodCard, action: 'pay', token: o.token }),
      );
      expect(pay.status).toBe(409);
      expect(await t.container.db.transactions.findByOrderId(o.orderId)).toMatchObject({
        status: 'expired',
        credited: false,
      });
      expect(await topups(t, o.orderId)).toBe(0);
      expect(await ledgerSum(t, user.userId)).toBe(await tombstone(t, user.userId));
    });

    it('money that still arrives for the closed account is recorded to refund and listed for the operator', async () => {
      const admin = await signUpAdmin(t);
      const user = await signUp(t);
      const o = await order(t, user.token, 100, 'GBP');
      expect((await deleteAccount(t, user.token)).status).toBe(200);

      // The gateway took the money (a payment already under way) and says so, signed.
      const paid = signedCallback({
        orderId: o.orderId,
        amount: o.amount,
        currencyCode: o.currency,
      });
      const res = await postCallback(t, paid);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ received: true });
      // A redelivery changes nothing.
      expect((await postCallback(t, paid)).status).toBe(200);

      const row = await t.container.db.transactions.findByOrderId(o.orderId);
      expect(row).toMatchObject({ status: 'completed', credited: false });
      expect(row?.refundDueAt).toBeInstanceOf(Date);
      expect(await topups(t, o.orderId)).toBe(0);
      expect(await tombstone(t, user.userId)).toBe(0);
      expect(await ledgerSum(t, user.userId)).toBe(0);
      expect(await failedPayments(t, admin.token)).toContainEqual(
        expect.objectContaining({
          order_id: o.orderId,
          status: 'completed',
          refund_due_at: expect.any(String),
        }),
      );
    });
  },
);

describe.each<TestDialect>(['sqlite', 'mariadb'])(
  'a checkout that outlives its account (Stripe, %s)',
  (dialect) => {
    let t: TestApp;
    let fake: FakeStripe;
    beforeAll(async () => {
      fake = await startFakeStripe();
      t = await createTestApp(dialect, {
        env: {
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: fake.url,
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    async function stripeOrder(token: string) {
      const q = await call(t, 'POST', '/api/currency/quote', {
        token,
        json: { credits: 150, currency: 'EUR' },
      });
      expect(q.status).toBe(200);
      const res = await call(t, 'POST', '/api/checkout/initiate', {
        token,
        json: { quoteId: q.body.quote.id, billingInfo: billingInfo() },
      });
      expect(res.status, res.text).toBe(201);
      const orderId = res.body.orderId as string;
      const session = fake.sessions().find((s) => s.metadata.orderId === orderId);
      if (!session) throw new Error(`no session for ${orderId}`);
      return { orderId, sessionId: session.id };
    }

    it('deletion expires the open Checkout Session at Stripe and the order here', async () => {
      const user = await signUp(t);
      const { orderId, sessionId } = await stripeOrder(user.token);
      expect((await deleteAccount(t, user.token)).status).toBe(200);

      expect(
        fake.requests.some(
          (request) =>
            request.method === 'POST' &&
            request.path === `/v1/checkout/sessions/${sessionId}/expire`,
        ),
      ).toBe(true);
      expect(fake.session(sessionId)?.status).toBe('expired');
      expect(await t.container.db.transactions.findByOrderId(orderId)).toMatchObject({
        status: 'expired',
        credited: false,
      });
    });

    it('a paid webhook for the closed account answers 200, credits nothing and is listed to refund', async () => {
      const admin = await signUpAdmin(t);
      const user = await signUp(t);
      const { orderId, sessionId } = await stripeOrder(user.token);
      // The customer's payment was already under way: Stripe refuses to expire a session being
      // paid, and completes it.
      fake.failNext(400);
      expect((await deleteAccount(t, user.token)).status).toBe(200);
      fake.pay(sessionId);

      const payload = fake.eventPayload('checkout.session.completed', sessionId);
      const res = await call(t, 'POST', '/api/payments/webhook/stripe', {
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripeWebhook(payload, WEBHOOK_SECRET),
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ received: true });

      const row = await t.container.db.transactions.findByOrderId(orderId);
      expect(row).toMatchObject({ status: 'completed', credited: false });
      expect(row?.refundDueAt).toBeInstanceOf(Date);
      expect(await topups(t, orderId)).toBe(0);
      expect(await ledgerSum(t, user.userId)).toBe(await tombstone(t, user.userId));
      expect(await failedPayments(t, admin.token)).toContainEqual(
        expect.objectContaining({ order_id: orderId, refund_due_at: expect.any(String) }),
      );
    });
  },
);
