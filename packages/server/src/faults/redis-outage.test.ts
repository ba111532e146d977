import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum, order, quote, signedCallback } from '../testing/commerce';
import { type Call, call, PASSWORD, signUp } from '../testing/http';
import type { TestApp } from '../testing/test-app';
import { createAppWithCuttableRedis } from './cuttable-redis';
import type { ProxyMode, TcpProxy } from './tcp-proxy';

// Fault test: Redis goes away in the middle of a run (through a proxy the test cuts;
// the shared Redis itself is never touched). Documented in docs/decisions.md "Failure behaviour":
// login limits fall back to this process's memory, the session cache is bypassed, events are
// dropped, quotes answer 503; the database keeps credits and payments exact.

/** A functional timeout, not a performance claim: a hung dependency must not hang a request. */
const ANSWER_WITHIN_MS = 2_000;

describe('fault: Redis cut mid-run (MariaDB + Redis through a proxy)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, proxy, close } = await createAppWithCuttableRedis());
  });
  afterAll(() => close?.());

  async function timed<M extends string, P extends string>(method: M, path: P, options: Call = {}) {
    const started = performance.now();
    const res = await call(t, method, path, options);
    const ms = performance.now() - started;
    expect(ms, `${method} ${path} took ${Math.round(ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    return res;
  }

  const MODES: Record<Exclude<ProxyMode, 'forward'>, string> = {
    refuse: 'stopped (connections refused)',
    blackhole: 'unreachable (new connections hang)',
    stall: 'hung (open connections stop answering)',
  };
  for (const [mode, what] of Object.entries(MODES) as [ProxyMode, string][]) {
    it(`Redis ${what}: every endpoint answers in time, money stays exact`, async () => {
      // Before the outage: a user with a cached session, credits, a quote and a pending order.
      const user = await signUp(t);
      await grant(t, user.userId, 30);
      const pending = await order(t, user.token, 100);
      const existingQuote = await quote(t, user.token, 300);
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);

      proxy.set(mode);
      try {
        // Sessions: answered from the database.
        expect((await timed('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
        // Login: the limiter falls back to process memory (not open, not closed).
        const ok = await timed('POST', '/api/auth/login', {
          json: { email: user.email, password: PASSWORD },
        });
        expect(ok.status).toBe(200);
        const victim = await signUp(t);
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await timed('POST', '/api/auth/login', {
            json: { email: victim.email, password: `Wrong-${i}-Aa1` },
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
        expect((await timed('POST', '/api/auth/logout', { token: ok.body.token })).status).toBe(
          204,
        );
        expect((await timed('GET', '/api/auth/me', { token: ok.body.token })).status).toBe(401);

        // Quotes live in Redis: a clean 503, never a 500 or a hang; checkout likewise.
        const q = await timed('POST', '/api/currency/quote', {
          token: user.token,
          json: { credits: 100, currency: 'EUR' },
        });
        expect(q.status).toBe(503);
        expect(q.body.error).toBe('service_unavailable');
        expect(Number(q.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(
          (await timed('GET', `/api/currency/quote/${existingQuote.id}`, { token: user.token }))
            .status,
        ).toBe(503);

        // Generation: debited in the database, answered in time (the balance event is dropped).
        const gen = await timed('POST', '/api/generate/image', {
          token: user.token,
          json: { prompt: 'outage scene', size: '512x512', style: 'cartoon', count: 1 },
        });
        expect(gen.status).toBe(200);
        expect(gen.body.remainingCredits).toBe(30 - gen.body.creditsUsed);

        // Payment: the signed callback credits exactly once; the status poll sees it.
        const body = signedCallback({
          orderId: pending.orderId,
          amount: pending.amount,
          currencyCode: pending.currency,
        });
        const first = await timed('POST', '/api/payments/callback', { json: body });
        expect(first.status).toBe(200);
        const again = await timed('POST', '/api/payments/callback', { json: body });
        expect(again.status).toBe(200);
        const status = await timed('GET', `/api/payments/status?orderId=${pending.orderId}`, {
          token: user.token,
        });
        expect(status.body).toMatchObject({ status: 'completed', credited: true });
        expect(status.body.credits_balance).toBe(30 - gen.body.creditsUsed + 100);

        // Everything else that does not need Redis, answered as usual.
        for (const [method, path, json] of [
          ['GET', '/api/profile'],
          ['GET', '/api/transactions'],
          ['GET', '/api/generations'],
          ['GET', '/api/images/saved?search=x&sortBy=prompt'],
          ['GET', '/api/texts/saved'],
          ['GET', '/api/billing-profiles'],
          ['GET', '/api/models'],
          ['GET', '/api/openapi.json'],
          ['GET', '/api/docs'],
          [
            'POST',
            '/api/texts/save',
            {
              content: 'still here',
              prompt: 'outage',
              textType: 'email',
              textLength: 'short',
              writingStyle: 'professional',
              outputLanguage: 'english',
            },
          ],
          ['PATCH', '/api/profile', { full_name: 'Outage Survivor' }],
        ] as const) {
          const res = await timed(method, path, {
            token: user.token,
            ...(json ? { json } : {}),
          });
          expect(res.status, `${method} ${path}`).toBeLessThan(300);
        }
        const fresh = await timed('POST', '/api/auth/signup', {
          json: {
            email: `outage-${Date.now()}@example.com`,
            password: PASSWORD,
            full_name: 'New During Outage',
            language: 'en',
          },
        });
        expect(fresh.status).toBe(201);
      } finally {
        proxy.set('forward');
      }

      // The database is the truth throughout.
      expect(await ledgerSum(t, user.userId)).toBe(await balanceOf(t, user.token));

      // Redis back: quotes work again without a restart (ioredis reconnects by itself).
      const deadline = Date.now() + 15_000;
      let back = 0;
      while (Date.now() < deadline) {
        back = (
          await call(t, 'POST', '/api/currency/quote', {
            token: user.token,
            json: { credits: 100, currency: 'EUR' },
          })
        ).status;
        if (back === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(back).toBe(200);
    }, 60_000);
  }

  it('with Redis back, login limits are shared through Redis again', async () => {
    const victim = await signUp(t);
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/auth/login', {
        json: { email: victim.email, password: `Wrong-${i}-Aa1` },
      });
    }
    const keys = await t.container.cache.rateLimiter.peek(`login:fail:${victim.email}`, 5, 60_000);
    expect(keys.allowed).toBe(false);
  });
});
