import { randomUUID } from 'node:crypto';
import type { DomainEvent, Session, StoredQuote } from '@lumen/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, deleteKeysWithPrefix, randomTestName } from '../testing/services';
import { type Cache, createCache } from './create-cache';

// Two deployments on one Redis (REDIS_KEY_PREFIX): each sees only the keys and events under its
// own prefix. `blue` and `blueToo` share a prefix (two instances of one deployment); `green`
// is the other deployment.

const user = randomUUID();

function aQuote(id: string, credits: number): StoredQuote {
  const now = new Date();
  return {
    id,
    userId: user,
    credits,
    currency: 'EUR',
    unitPriceEurCents: 10,
    rate: 1,
    baseEurCents: credits * 10,
    discountPercentage: 0,
    discountEurCents: 0,
    totalEurCents: credits * 10,
    convertedCents: credits * 10,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
  };
}

function aSession(tokenHash: string): Session {
  return {
    id: randomUUID(),
    userId: user,
    tokenHash,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
    revokedAt: null,
    userAgent: 'vitest',
    ipAddress: '127.0.0.1',
  };
}

const credited = (credits: number): DomainEvent => ({
  type: 'payment.credited',
  userId: user,
  orderId: `ORD_${credits}`,
  credits,
  balance: credits,
});

/** Every event of this type the cache receives, and a way to wait for the one wanted. */
function recorder(cache: Cache) {
  const seen: DomainEvent[] = [];
  const waiters: { credits: number; resolve: () => void }[] = [];
  cache.eventBus.subscribe('payment.credited', (event) => {
    seen.push(event);
    for (const w of waiters) if (w.credits === event.credits) w.resolve();
  });
  return {
    seen,
    arrived: (credits: number) =>
      seen.some((e) => e.type === 'payment.credited' && e.credits === credits)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ credits, resolve })),
  };
}

describe('REDIS_KEY_PREFIX: two deployments on one Redis', () => {
  let url: string;
  const prefixes = { blue: `${randomTestName()}:`, green: `${randomTestName()}:` };
  let blue: Cache;
  let blueToo: Cache;
  let green: Cache;
  let raw: Redis;

  beforeAll(async () => {
    ({ url } = await createTestRedis());
    blue = createCache({ redisUrl: url, keyPrefix: prefixes.blue });
    blueToo = createCache({ redisUrl: url, keyPrefix: prefixes.blue });
    green = createCache({ redisUrl: url, keyPrefix: prefixes.green });
    await Promise.all([blue.ready(), blueToo.ready(), green.ready()]);
    raw = new Redis(url, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await Promise.all([blue?.close(), blueToo?.close(), green?.close()]);
    raw?.disconnect();
    await deleteKeysWithPrefix(url, prefixes.blue);
    await deleteKeysWithPrefix(url, prefixes.green);
  });

  it('quotes: the same id is two different quotes', async () => {
    const id = randomUUID();
    await blue.quoteStore.put(aQuote(id, 100), 60_000);
    expect(await green.quoteStore.get(id)).toBeNull();
    await green.quoteStore.put(aQuote(id, 300), 60_000);
    expect((await blue.quoteStore.get(id))?.credits).toBe(100);
    expect((await blueToo.quoteStore.get(id))?.credits).toBe(100);
    expect((await green.quoteStore.get(id))?.credits).toBe(300);
  });

  it('rate limits: one deployment using up a key leaves the other its own window', async () => {
    const key = `login:${randomUUID()}`;
    expect((await blue.rateLimiter.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await blueToo.rateLimiter.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await blue.rateLimiter.hit(key, 2, 60_000)).allowed).toBe(false);
    expect(await green.rateLimiter.peek(key, 2, 60_000)).toMatchObject({
      allowed: true,
      remaining: 2,
    });
    expect((await green.rateLimiter.hit(key, 2, 60_000)).remaining).toBe(1);
    await green.rateLimiter.reset(key);
    expect((await blueToo.rateLimiter.peek(key, 2, 60_000)).allowed).toBe(false);
  });

  it('sessions: a cached session and a per-user revocation stay in their deployment', async () => {
    const hash = randomUUID().replace(/-/g, '');
    await blue.sessionCache.set(aSession(hash), 60_000);
    expect(await green.sessionCache.get(hash)).toBeNull();
    await green.sessionCache.set(aSession(hash), 60_000);
    await green.sessionCache.deleteForUser(user);
    expect(await green.sessionCache.get(hash)).toBeNull();
    expect((await blueToo.sessionCache.get(hash))?.tokenHash).toBe(hash);
  });

  it('events: published on one prefix, heard only by the instances of that prefix', async () => {
    const onBlue = recorder(blueToo);
    const onGreen = recorder(green);
    await blue.eventBus.publish(credited(1));
    await green.eventBus.publish(credited(2));
    await blue.eventBus.publish(credited(3));
    // Redis hands a message to subscribers as it runs PUBLISH, and each subscriber connection
    // reads in order: once green has heard 2 it would already have heard 1 had it been sent
    // to it; likewise blue and 3.
    await Promise.all([onGreen.arrived(2), onBlue.arrived(3)]);
    expect(onGreen.seen.map((e) => e.type === 'payment.credited' && e.credits)).toEqual([2]);
    expect(onBlue.seen.map((e) => e.type === 'payment.credited' && e.credits)).toEqual([1, 3]);
  });

  it('every key each deployment wrote lies under its own prefix', async () => {
    const keys = async (prefix: string) => {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        found.push(...batch);
      } while (cursor !== '0');
      return found.map((key) => key.slice(prefix.length).replace(/:.*$/, ':')).sort();
    };
    // green reset its limiter key and revoked its sessions above: write one of each again.
    await green.rateLimiter.hit(`login:${randomUUID()}`, 2, 60_000);
    await green.sessionCache.set(aSession(randomUUID().replace(/-/g, '')), 60_000);
    // The kinds of key, prefix removed: quotes, limiter windows, sessions and their user sets.
    const kinds = ['quote:', 'rl:', 'sess-user:', 'sess:'];
    expect([...new Set(await keys(prefixes.blue))]).toEqual(kinds);
    expect([...new Set(await keys(prefixes.green))]).toEqual(kinds);
  });
});
