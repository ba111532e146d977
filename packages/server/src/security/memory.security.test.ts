import { MemoryQuoteStore, MemorySessionCache } from '@lumen/adapters';
import { priceCredits, type Session, type StoredQuote } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

// Security suite: the embedded profile keeps quotes, cached sessions and rate limits in process
// memory; none of it may grow without bound under a flood.

const price = priceCredits({ credits: 10, currency: 'EUR' });
const quote = (id: string, userId: string | null): StoredQuote => {
  if (!price.ok) throw price.error;
  return {
    ...price.value,
    id,
    userId,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  };
};

const session = (userId: string, n: number): Session => ({
  id: `s-${userId}-${n}`,
  userId,
  tokenHash: `${userId}-${n}`.padEnd(64, '0'),
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  revokedAt: null,
  ipAddress: null,
  userAgent: null,
});

describe('security: bounded in-memory state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('one user keeps at most 50 live quotes: the oldest go first', async () => {
    const user = await signUp(t);
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const res = await call(t, 'POST', '/api/currency/quote', {
        token: user.token,
        json: { credits: 10 + i, currency: 'EUR' },
      });
      expect(res.status).toBe(200);
      ids.push(res.body.quote.id);
    }
    const status = async (id: string) =>
      (await call(t, 'GET', `/api/currency/quote/${id}`, { token: user.token })).status;
    for (const id of ids.slice(0, 5)) expect(await status(id)).toBe(404);
    for (const id of ids.slice(5)) expect(await status(id)).toBe(200);
  });

  it('the quote store is a bounded LRU, whoever asks', async () => {
    const store = new MemoryQuoteStore(Date.now, 100);
    for (let i = 0; i < 1_000; i++) await store.put(quote(`q${i}`, null), 60_000);
    expect(await store.get('q0')).toBeNull();
    expect(await store.get('q999')).not.toBeNull();
  });

  it('the session cache and its by-user index are bounded, and an evicted index takes its sessions along', async () => {
    const cache = new MemorySessionCache(Date.now, 100);
    for (let u = 0; u < 1_000; u++) await cache.set(session(`u${u}`, 0), 60_000);
    expect(cache.size.sessions).toBeLessThanOrEqual(100);
    expect(cache.size.users).toBeLessThanOrEqual(100);
    // u0's index was pushed out: its session must not outlive it (a revocation could miss it).
    expect(await cache.get(session('u0', 0).tokenHash)).toBeNull();
    const last = session('u999', 0);
    expect(await cache.get(last.tokenHash)).not.toBeNull();
    await cache.deleteForUser('u999');
    expect(await cache.get(last.tokenHash)).toBeNull();
  });

  it('a user’s index never loses a session that is still cached (the longest time-to-live wins)', async () => {
    let now = 0;
    const cache = new MemorySessionCache(() => now, 100);
    const long = session('ada', 1);
    const short = session('ada', 2);
    await cache.set(long, 60_000);
    await cache.set(short, 1_000);
    now = 30_000;
    expect(await cache.get(long.tokenHash)).not.toBeNull();
    await cache.deleteForUser('ada');
    expect(await cache.get(long.tokenHash)).toBeNull();
  });
});
