import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FakeStripe, startFakeStripe } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { balanceOf, billingInfo, order, postCallback, testSigner } from '../testing/commerce';
import { call, signUp } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

// Security suite: money. The demo payment page credits any valid test card, so production
// never runs it unless asked for by name, and the page says what it is.

describe('security: payments', () => {
  let t: TestApp;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lumen-pay-sec-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('the demo payment page in production', () => {
    it('production without Stripe keys refuses to start unless PAYMENTS=demo', () => {
      const production = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(
        /NODE_ENV=production.*STRIPE_SECRET_KEY.*PAYMENTS=demo/s,
      );
      const asked = loadConfig({ ...production, PAYMENTS: 'demo' });
      expect(asked.payments).toBe('demo');
      expect(asked.stripe).toBeUndefined();
    });

    it.each([
      ['en', 'DEMO PAYMENTS: this server takes no real money.'],
      ['es', 'PAGOS DE DEMOSTRACIÓN: este servidor no cobra dinero real.'],
    ])('the page shows a visible banner in %s, on the form and on notices', async (lang, text) => {
      const { token } = await signUp(t);
      const o = await order(t, token, 10);
      const form = await call(t, 'GET', `${o.pagePath}&lang=${lang}`);
      expect(form.status).toBe(200);
      expect(form.text).toMatch(
        new RegExp(`<p class="banner" role="note">${text.replace(/[.]/g, '\\.')}`),
      );
      const notFound = await call(t, 'GET', `/pay/demo/${o.orderId}?token=bad&lang=${lang}`);
      expect(notFound.status).toBe(404);
      expect(notFound.text).toContain(text);
    });
  });

  describe('one secret, a key per use', () => {
    it('the callback key’s HMAC of the page-token text does not open the demo page', async () => {
      const { token } = await signUp(t);
      const o = await order(t, token, 10);
      const forged = testSigner.sign(`demo-pay|${o.orderId}`);
      expect(forged).not.toBe(o.token);
      const page = await call(t, 'GET', `/pay/demo/${o.orderId}?token=${forged}`);
      expect(page.status).toBe(404);
      // The link's own token still opens it.
      expect((await call(t, 'GET', o.pagePath)).status).toBe(200);
    });

    it('a page token is no callback signature', async () => {
      const { token } = await signUp(t);
      const o = await order(t, token, 10);
      const res = await postCallback(t, {
        orderId: o.orderId,
        status: 'completed',
        amount: o.amount,
        currencyCode: o.currency,
        timestamp: Math.floor(Date.now() / 1000),
        signature: o.token,
      });
      expect(res.status).toBe(401);
      expect(await balanceOf(t, token)).toBe(0);
    });
  });

  describe('payment-status polls of a pending Stripe order', () => {
    let stripe: TestApp;
    let fake: FakeStripe;

    beforeAll(async () => {
      fake = await startFakeStripe();
      stripe = await createTestApp('sqlite', {
        redis: true,
        env: {
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
          STRIPE_API_BASE: fake.url,
        },
      });
    });
    afterAll(async () => {
      await stripe?.close();
      await fake?.close();
    });

    it('ask Stripe at most once every 3 s per order, and still see the payment', async () => {
      const user = await signUp(stripe);
      const q = await call(stripe, 'POST', '/api/currency/quote', {
        token: user.token,
        json: { credits: 100, currency: 'EUR' },
      });
      const init = await call(stripe, 'POST', '/api/checkout/initiate', {
        token: user.token,
        json: { quoteId: q.body.quote.id, billingInfo: billingInfo() },
      });
      expect(init.status).toBe(201);
      const orderId = init.body.orderId as string;
      const session = fake.sessions().find((s) => s.metadata.orderId === orderId);
      if (!session) throw new Error('no Stripe session');
      const retrievals = () =>
        fake.requests.filter((r) => r.method === 'GET' && r.path.includes(session.id)).length;
      const poll = () =>
        call(stripe, 'GET', `/api/payments/status?orderId=${orderId}`, { token: user.token });

      const started = Date.now();
      for (let i = 0; i < 20; i++) expect((await poll()).body.credited).toBe(false);
      const windows = Math.floor((Date.now() - started) / 3_000) + 1;
      expect(retrievals()).toBeGreaterThanOrEqual(1);
      expect(retrievals()).toBeLessThanOrEqual(windows);

      // Paid at Stripe with no webhook: a later poll reconciles it (the spacing ends).
      fake.pay(session.id);
      const deadline = Date.now() + 30_000;
      let credited = false;
      while (!credited && Date.now() < deadline) {
        credited = (await poll()).body.credited === true;
        if (!credited) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(credited).toBe(true);
      expect(await balanceOf(stripe, user.token)).toBe(100);
    }, 60_000);
  });
});
