import type { Database, SqlRepositories } from '@lumen/adapters';
import type { DomainEvent, EventBus } from '@lumen/domain';
import type { UseCases } from '@lumen/domain/use-cases';

/**
 * How long an instance may answer GET /api/auth/me from memory. The session behind the token is
 * still checked on every request (Redis, else the database), so a signed-out or revoked token
 * dies on every instance at once; only the view (name, email, balance) may be this old, and
 * only after a change this instance has not heard of (see CurrentUserCache).
 */
export const CURRENT_USER_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

type CurrentUser = Awaited<ReturnType<UseCases['account']['currentUser']>>;

/**
 * A short-lived, in-process cache of GET /api/auth/me's answer per user, which spares that
 * route its SQL read. A user's entry is forgotten whenever this instance writes the user or
 * their credit ledger (forgettingDatabase: after the write, or after its transaction commits)
 * and when a balance event arrives from another instance (forgettingEventBus). What another
 * instance changes without an event (a profile edit there) shows here within
 * CURRENT_USER_TTL_MS. A load that overlaps a forget is answered but not kept, so a read from
 * before a change cannot outlive it.
 */
export class CurrentUserCache {
  readonly #entries = new Map<string, { value: CurrentUser; expiresAt: number }>();
  #forgets = 0;

  constructor(
    private readonly ttlMs = CURRENT_USER_TTL_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  async get(userId: string, load: () => Promise<CurrentUser>): Promise<CurrentUser> {
    const hit = this.#entries.get(userId);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const forgetsBefore = this.#forgets;
    const value = await load();
    if (value.ok && this.#forgets === forgetsBefore) {
      this.#entries.delete(userId);
      if (this.#entries.size >= this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(userId, { value, expiresAt: this.now() + this.ttlMs });
    }
    return value;
  }

  forget(userId: string): void {
    this.#forgets++;
    this.#entries.delete(userId);
  }

  get size(): number {
    return this.#entries.size;
  }
}

const EVENTS_WITH_A_BALANCE = ['balance.changed', 'payment.credited'] as const;

/**
 * The event bus as seen by this instance's use cases: a balance event forgets the user's cached
 * view here first, then goes out; the same events from other instances forget it on arrival.
 * Returns the wrapped bus and the function that stops listening.
 */
export function forgettingEventBus(
  bus: EventBus,
  cache: CurrentUserCache,
): { bus: EventBus; stop: () => void } {
  const unsubscribes = EVENTS_WITH_A_BALANCE.map((type) =>
    bus.subscribe(type, (event) => cache.forget(event.userId)),
  );
  return {
    bus: {
      publish(event: DomainEvent) {
        if ('userId' in event) cache.forget(event.userId);
        return bus.publish(event);
      },
      subscribe: (type, handler) => bus.subscribe(type, handler),
    },
    stop: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}

/** The use cases with GET /api/auth/me answered through the cache. */
export function withCurrentUserCache(useCases: UseCases, cache: CurrentUserCache): UseCases {
  const { account } = useCases;
  return {
    ...useCases,
    account: {
      ...account,
      currentUser: (userId) => cache.get(userId, () => account.currentUser(userId)),
    },
  };
}

/** The user ids a repository call is about: a leading id, `{ userId }`, or a result's order. */
function usersOf(args: readonly unknown[], result?: unknown): string[] {
  const ids: string[] = [];
  const [first] = args;
  if (typeof first === 'string') ids.push(first);
  const input = first as { userId?: unknown } | null | undefined;
  if (typeof input?.userId === 'string') ids.push(input.userId);
  const order = (result as { transaction?: { userId?: unknown } } | null | undefined)?.transaction;
  if (typeof order?.userId === 'string') ids.push(order.userId);
  return ids;
}

/** The repository methods that only read: they leave the cache alone (the /me load uses one). */
const READS = new Set<string | symbol>([
  'findById',
  'findByEmail',
  'balance',
  'ledgerSum',
  'entries',
  'dueTrials',
]);

/**
 * Every other method of `target` (all async) followed, settled either way, by
 * `touched(userIds)`: a method not known to be a read counts as a write.
 */
function reporting<T extends object>(target: T, touched: (userIds: string[]) => void): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj);
      if (typeof value !== 'function') return value;
      if (READS.has(prop)) return value.bind(obj);
      return async (...args: unknown[]) => {
        let result: unknown;
        try {
          result = await value.apply(obj, args);
          return result;
        } finally {
          touched(usersOf(args, result));
        }
      };
    },
  });
}

/**
 * The database with every write to the users repository and the credit ledger (where the /me
 * view comes from) forgetting the users it names: at once outside a transaction, after the
 * commit (or rollback) inside one.
 */
export function forgettingDatabase(db: Database, cache: CurrentUserCache): Database {
  const forgetAll = (userIds: string[]) => {
    for (const userId of userIds) cache.forget(userId);
  };
  const wrap = (repos: SqlRepositories, touched: (userIds: string[]) => void) => ({
    users: reporting(repos.users, touched),
    creditLedger: reporting(repos.creditLedger, touched),
    trials: reporting(repos.trials, touched),
  });
  return {
    ...db,
    ...wrap(db, forgetAll),
    transaction: async (fn) => {
      const touched = new Set<string>();
      try {
        return await db.transaction((repos) =>
          fn({
            ...repos,
            ...wrap(repos, (ids) => {
              for (const id of ids) touched.add(id);
            }),
          }),
        );
      } finally {
        forgetAll([...touched]);
      }
    },
  };
}
