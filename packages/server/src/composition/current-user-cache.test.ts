import { MemoryEventBus, openDatabase } from '@lumen/adapters';
import { aUser } from '@lumen/adapters/testing';
import { ok, toCurrentUserView } from '@lumen/domain';
import type { UseCases } from '@lumen/domain/use-cases';
import { describe, expect, it } from 'vitest';
import {
  CurrentUserCache,
  forgettingDatabase,
  forgettingEventBus,
  withCurrentUserCache,
} from './current-user-cache';

const view = (balance: number) =>
  ok({
    user: {
      id: 'u1',
      username: 'Ada',
      email: 'ada@example.com',
      credits_balance: balance,
      trial_credits: 0,
      trial_expires_at: null,
    },
  });

/** A clock the test moves, and a loader that counts its reads and answers the current balance. */
function setup(ttlMs = 1_000, maxEntries = 100) {
  let now = 0;
  let balance = 10;
  let reads = 0;
  const cache = new CurrentUserCache(ttlMs, () => now, maxEntries);
  const load = async () => {
    reads++;
    return view(balance);
  };
  return {
    cache,
    load,
    reads: () => reads,
    tick: (ms: number) => {
      now += ms;
    },
    setBalance: (b: number) => {
      balance = b;
    },
  };
}

const balanceOf = (r: Awaited<ReturnType<UseCases['account']['currentUser']>>) =>
  r.ok ? r.value.user.credits_balance : undefined;

describe('CurrentUserCache', () => {
  it('answers repeated reads within the TTL from memory, and reads again after it', async () => {
    const s = setup();
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(10);
    s.setBalance(11);
    s.tick(999);
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(10);
    expect(s.reads()).toBe(1);
    s.tick(1);
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(11);
    expect(s.reads()).toBe(2);
  });

  it('reads again at once after forget', async () => {
    const s = setup();
    await s.cache.get('u1', s.load);
    s.setBalance(3);
    s.cache.forget('u1');
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(3);
    expect(s.reads()).toBe(2);
  });

  it('does not keep a read that overlapped a forget (it may predate the change)', async () => {
    const s = setup();
    let release: () => void = () => undefined;
    const slow = async () => {
      const answer = view(10); // read before the change
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer;
    };
    const pending = s.cache.get('u1', slow);
    s.setBalance(5);
    s.cache.forget('u1');
    release();
    expect(balanceOf(await pending)).toBe(10);
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(5);
  });

  it('never keeps a failure (a user that has gone)', async () => {
    const s = setup();
    let reads = 0;
    const gone = async () => {
      reads++;
      return { ok: false as const, error: new Error('gone') };
    };
    await s.cache.get('u1', gone as never);
    await s.cache.get('u1', gone as never);
    expect(reads).toBe(2);
    expect(s.cache.size).toBe(0);
  });

  it('holds at most maxEntries users, dropping the oldest', async () => {
    const s = setup(1_000, 2);
    await s.cache.get('a', s.load);
    await s.cache.get('b', s.load);
    await s.cache.get('c', s.load);
    expect(s.cache.size).toBe(2);
    await s.cache.get('b', s.load);
    await s.cache.get('c', s.load);
    expect(s.reads()).toBe(3);
    await s.cache.get('a', s.load);
    expect(s.reads()).toBe(4);
  });
});

describe('forgettingEventBus', () => {
  it('forgets the user before a balance event leaves, and on one from another instance', async () => {
    const s = setup();
    const shared = new MemoryEventBus();
    const { bus, stop } = forgettingEventBus(shared, s.cache);
    await s.cache.get('u1', s.load);
    s.setBalance(7);
    // Published here: forgotten synchronously, before any subscriber runs.
    const sent = bus.publish({ type: 'balance.changed', userId: 'u1', balance: 7 });
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(7);
    await sent;
    // Published by another instance on the shared bus: forgotten when it arrives.
    s.setBalance(8);
    await shared.publish({
      type: 'payment.credited',
      userId: 'u1',
      orderId: 'o1',
      credits: 1,
      balance: 8,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(8);
    stop();
    s.setBalance(9);
    await shared.publish({ type: 'balance.changed', userId: 'u1', balance: 9 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(balanceOf(await s.cache.get('u1', s.load))).toBe(8);
  });
});

describe('withCurrentUserCache + forgettingDatabase (SQLite)', () => {
  it('answers /me from memory until a write to the user or their ledger, in a transaction or not', async () => {
    const cache = new CurrentUserCache(60_000);
    const raw = openDatabase({ sqlitePath: ':memory:' });
    const db = forgettingDatabase(raw, cache);
    try {
      await db.migrate();
      const user = await db.users.create(aUser());
      const account = {
        currentUser: async (userId: string) => {
          const found = await db.users.findById(userId);
          return found
            ? ok({ user: toCurrentUserView(found) })
            : { ok: false as const, error: new Error('gone') };
        },
      };
      const useCases = withCurrentUserCache(
        { auth: {}, library: {}, account } as unknown as UseCases,
        cache,
      );
      const me = () => useCases.account.currentUser(user.id);
      expect(balanceOf(await me())).toBe(0);
      // Written behind the wrapper: the cached view stays (this is what the TTL bounds).
      await raw.creditLedger.adjust({ userId: user.id, reference: 'r0', credits: 1, reason: 't' });
      expect(balanceOf(await me())).toBe(0);
      // Through it: forgotten at once.
      await db.creditLedger.adjust({ userId: user.id, reference: 'r1', credits: 5, reason: 't' });
      expect(balanceOf(await me())).toBe(6);
      await db.transaction(async (repos) => {
        const debit = await repos.creditLedger.debit({
          userId: user.id,
          generationId: 'g1',
          credits: 2,
        });
        if (!debit.ok) throw debit.error;
      });
      expect(balanceOf(await me())).toBe(4);
      await db.users.updateProfile(user.id, { fullName: 'Grace Hopper' });
      const named = await me();
      expect(named.ok && named.value.user.username).toBe('Grace Hopper');
      // Reads do not forget: the view stays cached across them.
      expect(cache.size).toBe(1);
      await db.users.findById(user.id);
      await db.creditLedger.balance(user.id);
      expect(cache.size).toBe(1);
    } finally {
      await db.close();
    }
  });
});
