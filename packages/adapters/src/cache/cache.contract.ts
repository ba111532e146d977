import { randomUUID } from 'node:crypto';
import type { DomainEvent, Session, StoredQuote } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache } from './create-cache';

export interface ContractCache {
  /** Two caches over the same store, like two server instances (memory: two separate ones). */
  a: Cache;
  b: Cache;
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function aQuote(overrides: Partial<StoredQuote> = {}): StoredQuote {
  const now = new Date();
  return {
    id: randomUUID(),
    userId: randomUUID(),
    credits: 300,
    currency: 'GBP',
    unitPriceEurCents: 10,
    rate: 0.85,
    baseEurCents: 3000,
    discountPercentage: 8,
    discountEurCents: 240,
    totalEurCents: 2760,
    convertedCents: 2346,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    ...overrides,
  };
}

function aSession(userId = randomUUID()): Session {
  return {
    id: randomUUID(),
    userId,
    tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
    revokedAt: null,
    userAgent: 'vitest',
    ipAddress: '127.0.0.1',
  };
}

/** Resolves with the events received once `count` have arrived, or after `ms` with what came. */
function collect(cache: Cache, type: DomainEvent['type'], count: number, ms = 2000) {
  const events: DomainEvent[] = [];
  let unsubscribe = () => {};
  const done = new Promise<DomainEvent[]>((resolve) => {
    const timer = setTimeout(() => resolve(events), ms);
    unsubscribe = cache.eventBus.subscribe(type, (event) => {
      events.push(event);
      if (events.length >= count) {
        clearTimeout(timer);
        resolve(events);
      }
    });
  });
  return { done: done.finally(() => unsubscribe()), unsubscribe: () => unsubscribe() };
}

/** `shared`: whether two caches made by `make` share state (Redis) or not (memory). */
export function describeCacheContract(
  name: string,
  shared: boolean,
  make: () => Promise<ContractCache>,
): void {
  describe(`cache contract on ${name}`, () => {
    let a: Cache;
    let b: Cache;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const made = await make();
      ({ a, b, cleanup } = made);
      await a.ready();
      await b.ready();
    });

    afterAll(async () => {
      await cleanup?.();
    });

    describe('rate limiter', () => {
      it('allows `limit` hits per window, then refuses with a retry-after within the window', async () => {
        const key = `login:${randomUUID()}`;
        const seen = [];
        for (let i = 0; i < 3; i++) seen.push(await a.rateLimiter.hit(key, 3, 60_000));
        expect(seen.map((d) => [d.allowed, d.limit, d.remaining, d.retryAfterMs])).toEqual([
          [true, 3, 2, 0],
          [true, 3, 1, 0],
          [true, 3, 0, 0],
        ]);
        // The window resets when the first hit leaves it.
        for (const d of seen) {
          expect(d.resetAfterMs).toBeGreaterThan(55_000);
          expect(d.resetAfterMs).toBeLessThanOrEqual(60_000);
        }
        const refused = await a.rateLimiter.hit(key, 3, 60_000);
        expect(refused.allowed).toBe(false);
        expect(refused.limit).toBe(3);
        expect(refused.remaining).toBe(0);
        expect(refused.retryAfterMs).toBeGreaterThan(55_000);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
        // Other keys are independent.
        expect((await a.rateLimiter.hit(`${key}:other`, 3, 60_000)).allowed).toBe(true);
      });

      it('slides: a hit is forgotten one window after it was made', async () => {
        const key = `ip:${randomUUID()}`;
        const window = 400;
        expect((await a.rateLimiter.hit(key, 2, window)).allowed).toBe(true);
        await sleep(200);
        expect((await a.rateLimiter.hit(key, 2, window)).allowed).toBe(true);
        const refused = await a.rateLimiter.hit(key, 2, window);
        expect(refused.allowed).toBe(false);
        expect(refused.retryAfterMs).toBeGreaterThan(0);
        expect(refused.retryAfterMs).toBeLessThanOrEqual(window - 150);
        await sleep(refused.retryAfterMs + 30);
        // The first hit has expired, the second has not: one more, then refused again.
        expect((await a.rateLimiter.hit(key, 2, window)).allowed).toBe(true);
        expect((await a.rateLimiter.hit(key, 2, window)).allowed).toBe(false);
      });

      it('peeks without counting, and reset forgets a key', async () => {
        const key = `acct:${randomUUID()}`;
        expect(await a.rateLimiter.peek(key, 1, 60_000)).toEqual({
          allowed: true,
          limit: 1,
          remaining: 1,
          retryAfterMs: 0,
          resetAfterMs: 0,
        });
        expect((await a.rateLimiter.hit(key, 1, 60_000)).allowed).toBe(true);
        expect((await a.rateLimiter.peek(key, 1, 60_000)).allowed).toBe(false);
        await a.rateLimiter.reset(key);
        expect((await a.rateLimiter.hit(key, 1, 60_000)).allowed).toBe(true);
      });

      it('counts concurrent hits exactly', async () => {
        const key = `burst:${randomUUID()}`;
        const decisions = await Promise.all(
          Array.from({ length: 30 }, () => a.rateLimiter.hit(key, 20, 60_000)),
        );
        expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      });

      it(`is ${shared ? 'shared by' : 'separate for'} two instances`, async () => {
        const key = `shared:${randomUUID()}`;
        await a.rateLimiter.hit(key, 1, 60_000);
        expect((await b.rateLimiter.hit(key, 1, 60_000)).allowed).toBe(!shared);
      });
    });

    describe('quote store', () => {
      it('keeps a quote, dates included, until its time-to-live ends', async () => {
        const quote = aQuote();
        await a.quoteStore.put(quote, 250);
        expect(await a.quoteStore.get(quote.id)).toEqual(quote);
        expect(await a.quoteStore.get(randomUUID())).toBeNull();
        if (shared) expect(await b.quoteStore.get(quote.id)).toEqual(quote);
        await sleep(400);
        expect(await a.quoteStore.get(quote.id)).toBeNull();
      });

      it('hands back a copy, not the stored object', async () => {
        const quote = aQuote();
        await a.quoteStore.put(quote, 60_000);
        const first = await a.quoteStore.get(quote.id);
        expect(first).not.toBe(quote);
        (first as { credits: number }).credits = 1;
        expect((await a.quoteStore.get(quote.id))?.credits).toBe(300);
      });
    });

    describe('idempotency store', () => {
      const answer = { status: 201, contentType: 'application/json', body: '{"ok":true}' };

      it('one claimer wins a key (across instances when shared), then everyone sees its answer', async () => {
        const key = randomUUID();
        const other = shared ? b : a;
        expect(await a.idempotencyStore.claim(key, 'f1', 60_000)).toEqual({ state: 'claimed' });
        expect(await other.idempotencyStore.claim(key, 'f2', 60_000)).toEqual({
          state: 'in_flight',
          fingerprint: 'f1',
        });
        await a.idempotencyStore.complete(key, 'f1', answer, 60_000);
        expect(await other.idempotencyStore.claim(key, 'f1', 60_000)).toEqual({
          state: 'done',
          fingerprint: 'f1',
          answer,
        });
      });

      it('concurrent claims of one key: exactly one is claimed', async () => {
        const key = randomUUID();
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 && shared ? b : a).idempotencyStore.claim(key, 'f', 60_000),
          ),
        );
        expect(claims.filter((claim) => claim.state === 'claimed')).toHaveLength(1);
      });

      it('a released key, or one whose claim outlived its time-to-live, can be claimed again', async () => {
        const released = randomUUID();
        await a.idempotencyStore.claim(released, 'f', 60_000);
        await a.idempotencyStore.release(released);
        expect(await a.idempotencyStore.claim(released, 'g', 60_000)).toEqual({ state: 'claimed' });

        const expiring = randomUUID();
        await a.idempotencyStore.claim(expiring, 'f', 100);
        await expect
          .poll(() => a.idempotencyStore.claim(expiring, 'g', 60_000), { timeout: 5_000 })
          .toEqual({ state: 'claimed' });
      });
    });

    describe('session cache', () => {
      it('caches by token hash with a time-to-live, dates revived', async () => {
        const session = aSession();
        await a.sessionCache.set(session, 250);
        expect(await a.sessionCache.get(session.tokenHash)).toEqual(session);
        await sleep(400);
        expect(await a.sessionCache.get(session.tokenHash)).toBeNull();
      });

      it('forgets one session, or every session of a user', async () => {
        const userId = randomUUID();
        const [s1, s2, other] = [aSession(userId), aSession(userId), aSession()];
        for (const s of [s1, s2, other]) await a.sessionCache.set(s, 60_000);
        await a.sessionCache.delete(s1.tokenHash);
        expect(await a.sessionCache.get(s1.tokenHash)).toBeNull();
        expect(await a.sessionCache.get(s2.tokenHash)).not.toBeNull();
        await a.sessionCache.deleteForUser(userId);
        expect(await a.sessionCache.get(s2.tokenHash)).toBeNull();
        expect(await a.sessionCache.get(other.tokenHash)).toEqual(other);
      });
    });

    describe('event bus', () => {
      it('delivers an event to every subscriber of its type, and only of its type', async () => {
        const userId = randomUUID();
        const balance = collect(a, 'balance.changed', 1);
        const balance2 = collect(a, 'balance.changed', 1);
        const credited = collect(a, 'payment.credited', 1, 300);
        const event: DomainEvent = { type: 'balance.changed', userId, balance: 42 };
        await a.eventBus.publish(event);
        expect(await balance.done).toEqual([event]);
        expect(await balance2.done).toEqual([event]);
        expect(await credited.done).toEqual([]);
      });

      it('stops delivering after unsubscribe', async () => {
        const received: DomainEvent[] = [];
        const unsubscribe = a.eventBus.subscribe('generation.finished', (e) => {
          received.push(e);
        });
        unsubscribe();
        await a.eventBus.publish({
          type: 'generation.finished',
          userId: randomUUID(),
          generationId: randomUUID(),
          status: 'completed',
        });
        await sleep(200);
        expect(received).toEqual([]);
      });

      it(`${shared ? 'reaches' : 'does not reach'} the other instance`, async () => {
        const onB = collect(b, 'payment.credited', 1, shared ? 2000 : 300);
        const event: DomainEvent = {
          type: 'payment.credited',
          userId: randomUUID(),
          orderId: `order_${randomUUID()}`,
          credits: 100,
          balance: 100,
        };
        await a.eventBus.publish(event);
        expect(await onB.done).toEqual(shared ? [event] : []);
      });
    });

    describe('single-use store', () => {
      it('gives a value once', async () => {
        const key = `flow:${randomUUID()}`;
        await a.singleUse.put(key, '{"nonce":"n"}', 60_000);
        expect(await a.singleUse.take(key)).toBe('{"nonce":"n"}');
        expect(await a.singleUse.take(key)).toBeNull();
        expect(await a.singleUse.take(`flow:${randomUUID()}`)).toBeNull();
      });

      it('of concurrent takes, one gets the value', async () => {
        const key = `flow:${randomUUID()}`;
        await a.singleUse.put(key, 'v', 60_000);
        const taken = await Promise.all([
          a.singleUse.take(key),
          b.singleUse.take(key),
          a.singleUse.take(key),
        ]);
        expect(taken.filter((value) => value === 'v')).toHaveLength(1);
      });

      it(`${shared ? 'is' : 'is not'} seen by the other instance`, async () => {
        const key = `flow:${randomUUID()}`;
        await a.singleUse.put(key, 'v', 60_000);
        expect(await b.singleUse.take(key)).toBe(shared ? 'v' : null);
      });
    });
  });
}
