import {
  type Database,
  MemoryEventBus,
  openDatabase,
  SqlCreditLedger,
  SqlUserRepository,
} from '@lumen/adapters';
import { aTransaction, aUser } from '@lumen/adapters/testing';
import { adjustmentEntry, ok, toCurrentUserView } from '@lumen/domain';
import type { UseCases } from '@lumen/domain/use-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserCache, forgettingEventBus, withCurrentUserCache } from './current-user-cache';

const view = (balance: number) =>
  ok({
    user: {
      id: 'u1',
      username: 'Ada',
      email: 'ada@example.com',
      credits_balance: balance,
      trial_credits: 0,
      trial_expires_at: null,
      email_verified: true,
      trial_pending_credits: 0,
    },
  });

/** A clock the test moves, and a loader that counts its reads and answers the current balance. */
function setup(ttlMs = 1_000, maxEntries = 100) {
  // A monotonic clock is never at 0 (lru-cache takes a start of 0 for "no time-to-live").
  let now = 5_000;
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
    s.tick(1_000);
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

/**
 * Every write that changes what /me shows, each through the database the container builds
 * (`onUserChanged` forgets the user): /me answers the new view at once, never the cached one.
 */
type WritePath = {
  /** Brings the user to where the write applies (runs before /me is cached). */
  prepare?: (db: Database, userId: string) => Promise<unknown>;
  write: (db: Database, userId: string) => Promise<unknown>;
};

const PAST = new Date(Date.now() - 60_000);

// Idempotency keys are unique across users: each names its user.

const seed = (db: Database, userId: string, credits = 10) =>
  db.creditLedger.adjust({ userId, reference: `seed-${userId}`, credits, reason: 'seed' });

const USER_VIEW_WRITES: Record<string, WritePath> = {
  'users.updateProfile': {
    write: (db, id) => db.users.updateProfile(id, { fullName: 'Grace Hopper' }),
  },
  'creditLedger.debit': {
    prepare: seed,
    write: (db, id) => db.creditLedger.debit({ userId: id, generationId: `g1-${id}`, credits: 2 }),
  },
  'creditLedger.refund': {
    prepare: async (db, id) => {
      await seed(db, id);
      await db.creditLedger.debit({ userId: id, generationId: `g1-${id}`, credits: 2 });
    },
    write: (db, id) => db.creditLedger.refund({ userId: id, generationId: `g1-${id}` }),
  },
  'creditLedger.adjust': {
    write: (db, id) =>
      db.creditLedger.adjust({ userId: id, reference: `r1-${id}`, credits: 5, reason: 't' }),
  },
  'creditLedger.apply': {
    write: (db, id) => db.creditLedger.apply(id, adjustmentEntry(`r2-${id}`, 3, 't')),
  },
  'creditLedger.creditOrder': {
    prepare: (db, id) => db.transactions.create(aTransaction(id, { orderId: `o-${id}` })),
    write: (db, id) => db.creditLedger.creditOrder(`o-${id}`),
  },
  'creditLedger.grantTrial': {
    write: (db, id) => db.creditLedger.grantTrial({ userId: id, credits: 4, expiresAt: PAST }),
  },
  'creditLedger.lapseTrial': {
    prepare: (db, id) => db.creditLedger.grantTrial({ userId: id, credits: 4, expiresAt: PAST }),
    write: (db, id) => db.creditLedger.lapseTrial(id, new Date()),
  },
  'a debit inside db.transaction': {
    prepare: seed,
    write: (db, id) =>
      db.transaction(async (repos) => {
        const debit = await repos.creditLedger.debit({
          userId: id,
          generationId: `g2-${id}`,
          credits: 2,
        });
        if (!debit.ok) throw debit.error;
      }),
  },
};

/** Methods that leave the view as it is: reads, and writes of what /me does not show. */
const LEAVES_THE_VIEW = {
  users: ['findById', 'findByEmail', 'create', 'updatePasswordHash'],
  creditLedger: ['balance', 'entries', 'dueTrials'],
};

const methodsOf = (prototype: object) =>
  Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');

describe('/me after each write that changes it (SQLite, the database reports the user)', () => {
  const cache = new CurrentUserCache(60_000);
  let db: Database;

  beforeAll(async () => {
    db = openDatabase({ sqlitePath: ':memory:', onUserChanged: (id) => cache.forget(id) });
    await db.migrate();
  });
  afterAll(() => db.close());

  /** /me as the route answers it, and as the database holds it now. */
  function me(userId: string) {
    const account = {
      currentUser: async (id: string) => {
        const found = await db.users.findById(id);
        return found
          ? ok({ user: toCurrentUserView(found) })
          : { ok: false as const, error: new Error('gone') };
      },
    };
    const cached = withCurrentUserCache(
      { auth: {}, library: {}, account } as unknown as UseCases,
      cache,
    );
    return {
      cached: () => cached.account.currentUser(userId),
      fresh: () => account.currentUser(userId),
    };
  }

  it('every write method of the users repository and the ledger is covered here or leaves the view', () => {
    const covered = Object.keys(USER_VIEW_WRITES);
    const named = (repo: string) =>
      covered.filter((path) => path.startsWith(`${repo}.`)).map((path) => path.split('.')[1]);
    expect(methodsOf(SqlUserRepository.prototype).sort()).toEqual(
      [...named('users'), ...LEAVES_THE_VIEW.users].sort(),
    );
    expect(methodsOf(SqlCreditLedger.prototype).sort()).toEqual(
      [...named('creditLedger'), ...LEAVES_THE_VIEW.creditLedger].sort(),
    );
  });

  it.each(Object.entries(USER_VIEW_WRITES))('%s', async (_name, path) => {
    const user = await db.users.create(aUser());
    await path.prepare?.(db, user.id);
    const { cached, fresh } = me(user.id);
    expect(await cached()).toEqual(await fresh());
    // A write behind the database's back (raw SQL) stays unseen: the cache is really in use.
    await db.sequelize.query('UPDATE `users` SET `full_name` = $name WHERE `id` = $id', {
      bind: { name: 'Behind the back', id: user.id },
    });
    expect(await cached()).not.toEqual(await fresh());

    await path.write(db, user.id);
    expect(await cached()).toEqual(await fresh());
  });

  it('reads leave the cached view in place', async () => {
    const user = await db.users.create(aUser());
    const { cached } = me(user.id);
    await cached();
    const size = cache.size;
    await db.users.findById(user.id);
    await db.creditLedger.balance(user.id);
    await db.creditLedger.entries({ userId: user.id, page: 1, limit: 10 });
    expect(cache.size).toBe(size);
  });
});
