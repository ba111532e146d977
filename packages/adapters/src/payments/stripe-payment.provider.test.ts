import type { CheckoutOrder } from '@lumen/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseStripeForm, startFakeStripe } from '../testing/fake-stripe';
import {
  StripePaymentProvider,
  StripeSignatureError,
  withSessionIdTemplate,
} from './stripe-payment.provider';

const WEBHOOK_SECRET = 'whsec_test_adapter_secret';

const order = (overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  orderId: `order_${Math.random().toString(36).slice(2)}`,
  userId: 'user-1',
  email: 'ada@example.com',
  credits: 150,
  amountCents: 1425 as CheckoutOrder['amountCents'],
  currency: 'EUR',
  description: '150 credits',
  successUrl: 'http://lumen.test/checkout-success?orderId=order_1',
  cancelUrl: 'http://lumen.test/checkout',
  ...overrides,
});

describe('StripePaymentProvider against the fake Stripe server (real stripe-node)', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentProvider({
      secretKey: fake.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('creates a payment-mode Checkout Session with one "N credits" line in the order currency', async () => {
    const o = order({ currency: 'GBP', amountCents: 999 as CheckoutOrder['amountCents'] });
    const session = await provider.createCheckout(o);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.paymentUrl).toBe(fake.session(session.sessionId)?.url);

    const request = fake.requests.findLast((r) => r.method === 'POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request?.headers['idempotency-key']).toBe(`lumen-checkout-${o.orderId}`);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '999',
            product_data: { name: '150 credits' },
          },
        },
      ],
      metadata: { orderId: o.orderId, userId: 'user-1' },
      payment_intent_data: { metadata: { orderId: o.orderId, userId: 'user-1' } },
      client_reference_id: o.orderId,
      customer_email: 'ada@example.com',
      success_url: `http://lumen.test/checkout-success?orderId=order_1&sessionId={CHECKOUT_SESSION_ID}`,
      cancel_url: 'http://lumen.test/checkout',
    });
    expect(fake.session(session.sessionId)?.amount_total).toBe(999);
  });

  it('sends the same idempotency key for a retried order and gets the same session back', async () => {
    const o = order();
    const first = await provider.createCheckout(o);
    const second = await provider.createCheckout(o);
    expect(second).toEqual(first);
    expect(fake.sessions().filter((s) => s.metadata.orderId === o.orderId)).toHaveLength(1);
  });

  it('rejects when Stripe answers an error (the checkout use case turns it into payment_failed)', async () => {
    fake.failNext(500, 1);
    await expect(provider.createCheckout(order())).rejects.toBeInstanceOf(
      Stripe.errors.StripeError,
    );
  });

  it('maps the session to a status: open → pending, paid → completed, expired, async failure → failed', async () => {
    const open = await provider.createCheckout(order());
    expect(await provider.retrieveStatus(open.sessionId)).toEqual({
      status: 'pending',
      amountCents: 1425,
      currency: 'EUR',
    });
    fake.pay(open.sessionId);
    expect((await provider.retrieveStatus(open.sessionId))?.status).toBe('completed');

    const delayed = await provider.createCheckout(order());
    fake.completeUnpaid(delayed.sessionId);
    expect((await provider.retrieveStatus(delayed.sessionId))?.status).toBe('pending');
    fake.asyncFail(delayed.sessionId);
    expect((await provider.retrieveStatus(delayed.sessionId))?.status).toBe('failed');

    const cleared = await provider.createCheckout(order());
    fake.completeUnpaid(cleared.sessionId);
    fake.asyncSucceed(cleared.sessionId);
    expect((await provider.retrieveStatus(cleared.sessionId))?.status).toBe('completed');

    const expired = await provider.createCheckout(order());
    fake.expire(expired.sessionId);
    expect((await provider.retrieveStatus(expired.sessionId))?.status).toBe('expired');

    const retrieve = fake.requests.findLast((r) => r.method === 'GET');
    expect(retrieve?.query).toMatchObject({ expand: ['payment_intent'] });
  });

  it('rejects for a session Stripe does not know', async () => {
    await expect(provider.retrieveStatus('cs_test_nope')).rejects.toThrow(
      /No such checkout.session/,
    );
  });

  describe('webhook signatures (constructEvent on the raw body)', () => {
    const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });

    it('accepts a correctly signed event and routes it by the session and its metadata', async () => {
      const o = order();
      const { sessionId } = await provider.createCheckout(o);
      fake.pay(sessionId);
      const payload = fake.eventPayload('checkout.session.completed', sessionId);
      expect(provider.verifyWebhook(payload, sign(payload))).toMatchObject({
        kind: 'session',
        type: 'checkout.session.completed',
        sessionId,
        orderId: o.orderId,
        userId: 'user-1',
        claimedPaid: true,
      });
      expect(provider.verifyWebhook(Buffer.from(payload), sign(payload)).kind).toBe('session');
    });

    it('ignores other event types once verified', () => {
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1' } },
      });
      expect(provider.verifyWebhook(payload, sign(payload))).toEqual({
        kind: 'ignored',
        id: 'evt_1',
        type: 'customer.created',
      });
    });

    it('refuses a changed body, a wrong secret, a missing header and a stale timestamp', async () => {
      const { sessionId } = await provider.createCheckout(order());
      const payload = fake.eventPayload('checkout.session.completed', sessionId);
      const header = sign(payload);
      expect(() => provider.verifyWebhook(payload.replace('"unpaid"', '"paid"'), header)).toThrow(
        StripeSignatureError,
      );
      expect(() => provider.verifyWebhook(`${payload} `, header)).toThrow(StripeSignatureError);
      expect(() =>
        provider.verifyWebhook(payload, sign(payload, { secret: 'whsec_other' })),
      ).toThrow(StripeSignatureError);
      expect(() => provider.verifyWebhook(payload, undefined)).toThrow(/Missing/);
      expect(() => provider.verifyWebhook(payload, '')).toThrow(StripeSignatureError);
      const stale = Math.floor(Date.now() / 1000) - 301;
      expect(() => provider.verifyWebhook(payload, sign(payload, { timestamp: stale }))).toThrow(
        /tolerance/i,
      );
      const recent = Math.floor(Date.now() / 1000) - 250;
      expect(provider.verifyWebhook(payload, sign(payload, { timestamp: recent })).kind).toBe(
        'session',
      );
    });
  });
});

describe('Stripe helpers', () => {
  it('adds the {CHECKOUT_SESSION_ID} template once', () => {
    expect(withSessionIdTemplate('http://x/checkout-success?orderId=a')).toBe(
      'http://x/checkout-success?orderId=a&sessionId={CHECKOUT_SESSION_ID}',
    );
    expect(withSessionIdTemplate('http://x/s')).toBe('http://x/s?sessionId={CHECKOUT_SESSION_ID}');
    const already = 'http://x/s?sessionId={CHECKOUT_SESSION_ID}';
    expect(withSessionIdTemplate(already)).toBe(already);
  });

  it('parses stripe-node form bodies with nested objects and indexed arrays', () => {
    expect(parseStripeForm('a[b][0][c]=1&a[b][1][c]=2&d=x%20y&e[]=p&e[]=q')).toEqual({
      a: { b: [{ c: '1' }, { c: '2' }] },
      d: 'x y',
      e: ['p', 'q'],
    });
  });

  it('requires both secrets', () => {
    expect(() => new StripePaymentProvider({ secretKey: '', webhookSecret: 'w' })).toThrow();
    expect(() => new StripePaymentProvider({ secretKey: 'sk', webhookSecret: '' })).toThrow();
  });
});
