import type { DomainEvent, EventBus } from '@lumen/domain';
import type { UseCases } from '@lumen/domain/use-cases';
import { LRUCache } from 'lru-cache';

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
 * route its SQL read. A user's entry is forgotten whenever this instance changes the user's
 * row (the database says which user, after the commit: `openDatabase({ onUserChanged })`) and
 * when a balance event arrives from another instance (forgettingEventBus). What another
 * instance changes without an event (a profile edit there) shows here within
 * CURRENT_USER_TTL_MS. A load that overlaps a forget is answered but not kept, so a read from
 * before a change cannot outlive it.
 */
export class CurrentUserCache {
  readonly #entries: LRUCache<string, CurrentUser>;
  #forgets = 0;

  /** `now` is the clock the entries age on (milliseconds, never 0: lru-cache reads 0 as "no start"). */
  constructor(
    ttlMs = CURRENT_USER_TTL_MS,
    now: () => number = () => performance.now(),
    maxEntries = MAX_ENTRIES,
  ) {
    // An entry is answered while it is at most ttlMs old; past maxEntries the least recently
    // used user goes first.
    this.#entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  async get(userId: string, load: () => Promise<CurrentUser>): Promise<CurrentUser> {
    const hit = this.#entries.get(userId);
    if (hit) return hit;
    const forgetsBefore = this.#forgets;
    const value = await load();
    if (value.ok && this.#forgets === forgetsBefore) this.#entries.set(userId, value);
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
