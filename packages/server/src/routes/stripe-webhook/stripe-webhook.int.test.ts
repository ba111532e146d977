import {
  type FakeStripe,
  type FakeStripeEventType,
  signStripeWebhook,
  startFakeStripe,
} from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../../testing/http';
import {
  createTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestDialect,
} from '../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_lumen_route_tests';
const WEBHOOK = '/api/payments/webhook/stripe';

const billingInfo = {
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  country: 'United Kingdom',
  state: 'Greater London',
  city: 'London',
  address: '10 Downing Street',
  zipCode: 'SW1A 2AA',
  agreeToTerms: true,
};

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signStripeWebhook(payload, options.secret ?? WEBHOOK_SECRET, options);

function stripeApp(dialect: TestDialect) {
  const ctx = {} as { t: TestApp; fake: FakeStripe };

  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    ctx.t = await createTestApp(dialect, {
      env: {
        STRIPE_SECRET_KEY: ctx.fake.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: ctx.fake.url,
      },
    });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.fake?.close();
  });
  return ctx;
}

async function stripeOrder(t: TestApp, credits = 150, currency = 'EUR') {
  const user = await signUp(t);
  const q = await call(t, 'POST', '/api/currency/quote', {
    token: user.token,
    json: { credits, currency },
  });
  expect(q.status).toBe(200);
  const res = await call(t, 'POST', '/api/checkout/initiate', {
    token: user.token,
    json: { quoteId: q.body.quote.id, billingInfo },
  });
  expect(res.status, res.text).toBe(201);
  return {
    ...user,
    orderId: res.body.orderId as string,
    paymentUrl: res.body.paymentUrl as string,
    credits,
    quote: q.body.quote as { convertedAmount: string; currency: string },
  };
}

type Order = Awaited<ReturnType<typeof stripeOrder>>;

const sessionOf = (fake: FakeStripe, orderId: string) => {
  const session = fake.sessions().find((s) => s.metadata.orderId === orderId);
  if (!session) throw new Error(`no session for ${orderId}`);
  return session;
};

async function deliver(
  t: TestApp,
  fake: FakeStripe,
  type: FakeStripeEventType,
  sessionId: string,
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = fake.eventPayload(type, sessionId);
  return call(t, 'POST', WEBHOOK, {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload, options) },
  });
}

async function balance(t: TestApp, token: string): Promise<number> {
  const me = await call(t, 'GET', '/api/auth/me', { token });
  return me.body.user.credits_balance as number;
}

async function poll(t: TestApp, order: Order, sessionId?: string) {
  const query = new URLSearchParams({ orderId: order.orderId });
  if (sessionId) query.set('sessionId', sessionId);
  return call(t, 'GET', `/api/payments/status?${query}`, { token: order.token });
}

async function topupEntries(t: TestApp, orderId: string): Promise<number> {
  const [rows] = await t.container.db.sequelize.query(
    'SELECT COUNT(*) AS n FROM credit_ledger WHERE idempotency_key = :key',
    { replacements: { key: `topup:${orderId}` } },
  );
  return Number((rows as { n: number | string }[])[0]?.n);
}

function stripeSuite(dialect: TestDialect) {
  describe(`Stripe Checkout and webhook on ${dialect}`, () => {
    const ctx = stripeApp(dialect);

    it('checkout creates a Checkout Session for the quote and stores its id on the order', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t, 150, 'GBP');
      const session = sessionOf(fake, order.orderId);
      expect(order.paymentUrl).toBe(session.url);
      expect(session).toMatchObject({
        mode: 'payment',
        currency: 'gbp',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId, userId: order.userId },
        success_url: `${TEST_PUBLIC_URL}/checkout-success?orderId=${order.orderId}&sessionId={CHECKOUT_SESSION_ID}`,
        cancel_url: `${TEST_PUBLIC_URL}/checkout?orderId=${order.orderId}`,
      });
      expect(session.line_items).toEqual([
        {
          quantity: 1,
          currency: 'gbp',
          unit_amount: Math.round(Number(order.quote.convertedAmount) * 100),
          name: '150 credits',
        },
      ]);
      const create = fake.requests.find(
        (r) => r.method === 'POST' && r.form.client_reference_id === order.orderId,
      );
      expect(create?.headers['idempotency-key']).toBe(`lumen-checkout-${order.orderId}`);

      // The order answers to its own session id only.
      expect((await poll(t, order, session.id)).status).toBe(200);
      expect((await poll(t, order, 'cs_test_someone_else')).status).toBe(404);
      const tx = await call(t, 'GET', '/api/transactions', { token: order.token });
      expect(tx.body.transactions[0]).toMatchObject({ order_id: order.orderId, status: 'pending' });
    });

    it('Stripe failing at checkout: 502 payment_failed, logged as the provider’s failure; the order is marked failed', async () => {
      const { t, fake } = ctx;
      const user = await signUp(t);
      const q = await call(t, 'POST', '/api/currency/quote', {
        token: user.token,
        json: { credits: 50, currency: 'EUR' },
      });
      // stripe-node retries 5xx itself (maxNetworkRetries 2): fail every attempt.
      fake.failNext(500, 3);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let res: Awaited<ReturnType<typeof call>>;
      let lines: string[];
      try {
        res = await call(t, 'POST', '/api/checkout/initiate', {
          token: user.token,
          json: { quoteId: q.body.quote.id, billingInfo },
        });
        lines = logged.mock.calls.map((args) => args.map(String).join(' '));
      } finally {
        logged.mockRestore();
      }
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'payment_failed', message: 'Payment initiation failed' });
      expect(lines.some((line) => /provider failure \(payment_failed\)/.test(line))).toBe(true);
      expect(lines.some((line) => line.includes('Fake Stripe was told to fail'))).toBe(true);
      expect(lines.some((line) => line.includes('unhandled error'))).toBe(false);
      const tx = await call(t, 'GET', '/api/transactions', { token: user.token });
      expect(tx.body.transactions[0]).toMatchObject({ status: 'failed' });
      // The quote still holds: once Stripe answers again, the same quote pays.
      const again = await call(t, 'POST', '/api/checkout/initiate', {
        token: user.token,
        json: { quoteId: q.body.quote.id, billingInfo },
      });
      expect(again.status, again.text).toBe(201);
    });

    it('a paid checkout.session.completed credits the order once', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const session = fake.pay(sessionOf(fake, order.orderId).id);
      const res = await deliver(t, fake, 'checkout.session.completed', session.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ received: true });
      expect(await balance(t, order.token)).toBe(150);
      const status = await poll(t, order, session.id);
      expect(status.body).toMatchObject({ credited: true, status: 'completed', credits: 150 });
      // A redelivery changes nothing.
      expect((await deliver(t, fake, 'checkout.session.completed', session.id)).status).toBe(200);
      expect(await balance(t, order.token)).toBe(150);
      expect(await topupEntries(t, order.orderId)).toBe(1);
    });

    it('a paid webhook arriving before checkout stored the session: 503, then the retry credits once', async () => {
      const { t, fake } = ctx;
      // Stripe has made the session, the customer pays and the webhook comes in, all before
      // the create call has answered, so the order has no session id yet.
      const early: { sessionId?: string; status?: number; body?: unknown; stored?: unknown }[] = [];
      fake.onNextCreate(async (session) => {
        const [rows] = await t.container.db.sequelize.query(
          'SELECT session_id FROM transactions WHERE order_id = :orderId',
          { replacements: { orderId: session.metadata.orderId ?? '' } },
        );
        fake.pay(session.id);
        const res = await deliver(t, fake, 'checkout.session.completed', session.id);
        early.push({
          sessionId: session.id,
          status: res.status,
          body: res.body,
          stored: (rows as { session_id: string | null }[])[0]?.session_id,
        });
      });
      // The quote does not call Stripe: the hook fires on checkout's create call.
      const order = await stripeOrder(t);
      const { orderId } = order;

      expect(early).toEqual([
        {
          sessionId: sessionOf(fake, orderId).id,
          status: 503,
          body: { error: 'retry_later', message: expect.any(String) },
          stored: null,
        },
      ]);
      const sessionId = early[0]?.sessionId ?? '';
      expect(await balance(t, order.token)).toBe(0);
      expect(await topupEntries(t, orderId)).toBe(0);
      const tx = await call(t, 'GET', '/api/transactions', { token: order.token });
      expect(tx.body.transactions[0]).toMatchObject({ order_id: orderId, status: 'pending' });

      // Stripe's retry, now that the session is stored, credits; further retries add nothing.
      const retry = await deliver(t, fake, 'checkout.session.completed', sessionId);
      expect(retry.status, retry.text).toBe(200);
      expect(retry.body).toEqual({ received: true });
      expect(await balance(t, order.token)).toBe(150);
      const again = await Promise.all([
        deliver(t, fake, 'checkout.session.completed', sessionId),
        deliver(t, fake, 'checkout.session.completed', sessionId),
      ]);
      expect(again.map((a) => a.status)).toEqual([200, 200]);
      expect(await balance(t, order.token)).toBe(150);
      expect(await topupEntries(t, orderId)).toBe(1);
    });

    it('changed body, wrong secret, missing header, stale timestamp: 400 and no credit', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const session = fake.pay(sessionOf(fake, order.orderId).id);
      const payload = fake.eventPayload('checkout.session.completed', session.id);
      const attempts = [
        { body: payload.replace('"livemode": false', '"livemode": true'), sig: sign(payload) },
        { body: `${payload}\n`, sig: sign(payload) },
        { body: payload, sig: sign(payload, { secret: 'whsec_not_ours' }) },
        { body: payload, sig: undefined },
        { body: payload, sig: 't=1,v1=deadbeef' },
        {
          body: payload,
          sig: sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
        },
      ];
      for (const attempt of attempts) {
        const res = await call(t, 'POST', WEBHOOK, {
          body: attempt.body,
          headers: {
            'content-type': 'application/json',
            ...(attempt.sig ? { 'stripe-signature': attempt.sig } : {}),
          },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'invalid_signature' });
      }
      expect(await balance(t, order.token)).toBe(0);
      const tx = await call(t, 'GET', '/api/transactions', { token: order.token });
      expect(tx.body.transactions[0]).toMatchObject({ status: 'pending' });
    });

    it('50 concurrent duplicate deliveries credit once', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t, 300);
      const session = fake.pay(sessionOf(fake, order.orderId).id);
      const payload = fake.eventPayload('checkout.session.completed', session.id);
      const header = sign(payload);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          call(t, 'POST', WEBHOOK, {
            body: payload,
            headers: { 'content-type': 'application/json', 'stripe-signature': header },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      expect(await balance(t, order.token)).toBe(300);
      expect(await topupEntries(t, order.orderId)).toBe(1);
    });

    it('unpaid completed then async_payment_succeeded (and a poll, and replays) credit once', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const sessionId = fake.completeUnpaid(sessionOf(fake, order.orderId).id).id;
      const first = await deliver(t, fake, 'checkout.session.completed', sessionId);
      expect(first.status).toBe(200);
      expect(await balance(t, order.token)).toBe(0);
      expect((await poll(t, order, sessionId)).body).toMatchObject({
        credited: false,
        status: 'pending',
      });

      fake.asyncSucceed(sessionId);
      const [succeeded, replay, polled] = await Promise.all([
        deliver(t, fake, 'checkout.session.async_payment_succeeded', sessionId),
        deliver(t, fake, 'checkout.session.completed', sessionId),
        poll(t, order, sessionId),
      ]);
      expect([succeeded.status, replay.status, polled.status]).toEqual([200, 200, 200]);
      expect(await balance(t, order.token)).toBe(150);
      expect(await topupEntries(t, order.orderId)).toBe(1);
    });

    it('the success URL polled with an unpaid session credits nothing', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const sessionId = sessionOf(fake, order.orderId).id;
      for (const sid of [sessionId, undefined]) {
        const res = await poll(t, order, sid);
        expect(res.body).toMatchObject({ credited: false, status: 'pending', credits_balance: 0 });
      }
      fake.completeUnpaid(sessionId);
      expect((await poll(t, order, sessionId)).body).toMatchObject({ credited: false });
      expect(await balance(t, order.token)).toBe(0);
    });

    it('the status poll reconciles a paid session before any webhook; the late webhook adds nothing', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const sessionId = fake.pay(sessionOf(fake, order.orderId).id).id;
      const polled = await poll(t, order, sessionId);
      expect(polled.body).toMatchObject({ credited: true, credits_balance: 150 });
      expect((await deliver(t, fake, 'checkout.session.completed', sessionId)).status).toBe(200);
      expect(await balance(t, order.token)).toBe(150);
    });

    it('async_payment_failed marks the order failed; expired marks it expired; no credit', async () => {
      const { t, fake } = ctx;
      const failing = await stripeOrder(t);
      const failedId = fake.completeUnpaid(sessionOf(fake, failing.orderId).id).id;
      fake.asyncFail(failedId);
      expect(
        (await deliver(t, fake, 'checkout.session.async_payment_failed', failedId)).status,
      ).toBe(200);
      expect((await poll(t, failing, failedId)).body).toMatchObject({
        status: 'failed',
        credited: false,
      });

      const expiring = await stripeOrder(t);
      const expiredId = fake.expire(sessionOf(fake, expiring.orderId).id).id;
      expect((await deliver(t, fake, 'checkout.session.expired', expiredId)).status).toBe(200);
      expect((await poll(t, expiring, expiredId)).body).toMatchObject({
        status: 'expired',
        credited: false,
      });
      expect(await balance(t, failing.token)).toBe(0);
      expect(await balance(t, expiring.token)).toBe(0);
    });

    it('the event body is not trusted: a "paid" event for an unpaid session credits nothing', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const sessionId = sessionOf(fake, order.orderId).id;
      // A correctly signed event claiming payment while Stripe's own session is still open.
      fake.patchSession(sessionId, { payment_status: 'paid', status: 'complete' });
      const payload = fake.eventPayload('checkout.session.completed', sessionId);
      fake.patchSession(sessionId, { payment_status: 'unpaid', status: 'open' });
      const res = await call(t, 'POST', WEBHOOK, {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      });
      // Stripe is asked to retry later; nothing is credited.
      expect(res.status).toBe(503);
      expect(await balance(t, order.token)).toBe(0);
    });

    it('a session whose amount differs from the order is not credited', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const session = fake.pay(sessionOf(fake, order.orderId).id);
      fake.patchSession(session.id, { amount_total: 1 });
      await deliver(t, fake, 'checkout.session.completed', session.id);
      expect(await balance(t, order.token)).toBe(0);
    });

    it('Stripe unreachable while re-reading: 503 (Stripe retries), then the retry credits', async () => {
      const { t, fake } = ctx;
      const order = await stripeOrder(t);
      const sessionId = fake.pay(sessionOf(fake, order.orderId).id).id;
      // stripe-node retries 5xx itself (maxNetworkRetries 2): fail every attempt.
      fake.failNext(500, 3);
      const res = await deliver(t, fake, 'checkout.session.completed', sessionId);
      expect(res.status).toBe(503);
      expect(await balance(t, order.token)).toBe(0);
      expect((await deliver(t, fake, 'checkout.session.completed', sessionId)).status).toBe(200);
      expect(await balance(t, order.token)).toBe(150);
    });

    it('other event types and sessions of unknown orders are acknowledged and ignored', async () => {
      const { t } = ctx;
      const other = JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      const res = await call(t, 'POST', WEBHOOK, {
        body: other,
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(other) },
      });
      expect(res.status).toBe(200);

      const foreign = JSON.stringify({
        id: 'evt_foreign',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_foreign',
            object: 'checkout.session',
            payment_status: 'paid',
            metadata: { orderId: 'ORD_nobody', userId: '00000000-0000-4000-8000-000000000000' },
          },
        },
      });
      const foreignRes = await call(t, 'POST', WEBHOOK, {
        body: foreign,
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(foreign) },
      });
      expect(foreignRes.status).toBe(200);
    });
  });
}

stripeSuite('sqlite');
stripeSuite('mariadb');

describe('Stripe webhook edge cases', () => {
  it('answers 404 when Stripe is not configured', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await call(t, 'POST', WEBHOOK, {
        body: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign('{}') },
      });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers 5xx when the database is down, so Stripe retries', async () => {
    const fake = await startFakeStripe();
    const t = await createTestApp('sqlite', {
      env: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    try {
      const order = await stripeOrder(t);
      const sessionId = fake.pay(sessionOf(fake, order.orderId).id).id;
      await t.container.db.close();
      const res = await deliver(t, fake, 'checkout.session.completed', sessionId);
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.close().catch(() => undefined);
      await fake.close();
    }
  });
});
