import { EventEmitter } from 'node:events';
import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  EventBus,
  IdempotencyClaim,
  IdempotencyStore,
  IdempotentAnswer,
  PasskeyChallenges,
  QuoteStore,
  RateLimitDecision,
  Session,
  SessionCache,
  StoredQuote,
  ThrottlingRateLimiter,
} from '@lumen/domain';
import { LRUCache } from 'lru-cache';
import { reviveSession } from './session-json';
import { claimOf, recordJson } from './idempotency-json';
import { reviveQuote } from './quote-json';

export type Now = () => number;

/** One key's counted hits (oldest first) and the window they were counted in. */
interface HitLog {
  hits: number[];
  windowMs: number;
}

/**
 * Sliding-window log per key, in this process only: right for one instance, wrong for two.
 * Each key expires by its own window, so a flood on short per-IP windows never clears a long
 * account lockout. Not an LRU: evicting the least recently used key under a flood of fresh keys
 * would forget exactly the lockouts an attacker wants gone.
 */
export class MemoryRateLimiter implements ThrottlingRateLimiter {
  readonly #logs = new Map<string, HitLog>();
  readonly #now: Now;
  #calls = 0;

  constructor(now: Now = Date.now) {
    this.#now = now;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#decide(key, limit, windowMs, true);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#decide(key, limit, windowMs, false);
  }

  async reset(key: string): Promise<void> {
    this.#logs.delete(key);
  }

  /** How many keys are held (a test watches memory stay bounded). */
  get size(): number {
    return this.#logs.size;
  }

  #decide(key: string, limit: number, windowMs: number, count: boolean): RateLimitDecision {
    const now = this.#now();
    if (++this.#calls % 1000 === 0) this.#sweep(now);
    const hits = (this.#logs.get(key)?.hits ?? []).filter((t) => t > now - windowMs);
    const allowed = hits.length < limit;
    if (allowed && count) hits.push(now);
    if (hits.length > 0) this.#logs.set(key, { hits, windowMs });
    else this.#logs.delete(key);
    const oldest = hits[0];
    const resetAfterMs = oldest === undefined ? 0 : oldest + windowMs - now;
    if (allowed) {
      return { allowed, limit, remaining: limit - hits.length, retryAfterMs: 0, resetAfterMs };
    }
    // The hit whose expiry makes room for one more.
    const freeing = hits[hits.length - limit] ?? now;
    const retryAfterMs = Math.max(1, freeing + windowMs - now);
    return { allowed, limit, remaining: 0, retryAfterMs, resetAfterMs };
  }

  /** Drops keys whose newest hit is older than their own window: memory stays bounded. */
  #sweep(now: number): void {
    for (const [key, log] of this.#logs) {
      const newest = log.hits[log.hits.length - 1];
      if (newest === undefined || newest <= now - log.windowMs) this.#logs.delete(key);
    }
  }
}

/** The most entries one in-memory cache holds; the least recently used goes first beyond it. */
export const MEMORY_CACHE_MAX_ENTRIES = 50_000;
/** The most live quotes one user keeps in memory (the top-up dialog quotes as they type). */
export const MEMORY_QUOTES_PER_USER = 50;

/** A bounded LRU whose entries expire by their own time-to-live, on the injected clock. */
function boundedCache<V extends {}>(
  now: Now,
  max: number,
  onEvict?: (key: string, value: V) => void,
): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max,
    ttl: 0,
    ttlResolution: 0,
    perf: { now },
    ...(onEvict
      ? {
          dispose: (value: V, key: string, reason: LRUCache.DisposeReason) => {
            if (reason === 'evict') onEvict(key, value);
          },
        }
      : {}),
  });
}

/** Values go through JSON as in Redis, so both adapters return equal, detached copies. */
export class MemoryQuoteStore implements QuoteStore {
  readonly #quotes: LRUCache<string, string>;
  /** Each user's live quote ids, oldest first: past the cap the oldest quote is dropped. */
  readonly #byUser: LRUCache<string, string[]>;

  constructor(now: Now = Date.now, max = MEMORY_CACHE_MAX_ENTRIES) {
    this.#quotes = boundedCache(now, max);
    this.#byUser = boundedCache(now, max);
  }

  async put(quote: StoredQuote, ttlMs: number): Promise<void> {
    this.#quotes.set(quote.id, JSON.stringify(quote), { ttl: Math.max(1, ttlMs) });
    if (!quote.userId) return;
    const ids = (this.#byUser.get(quote.userId) ?? []).filter((id) => this.#quotes.has(id));
    ids.push(quote.id);
    while (ids.length > MEMORY_QUOTES_PER_USER) {
      const oldest = ids.shift();
      if (oldest) this.#quotes.delete(oldest);
    }
    this.#byUser.set(quote.userId, ids, { ttl: Math.max(1, ttlMs) });
  }

  async get(quoteId: string): Promise<StoredQuote | null> {
    const raw = this.#quotes.get(quoteId);
    return raw === undefined ? null : reviveQuote(JSON.parse(raw));
  }
}

export class MemorySessionCache implements SessionCache {
  readonly #sessions: LRUCache<string, string>;
  /**
   * Each user's cached token hashes, so revocation forgets them all. Its entries outlive their
   * sessions' (the longest time-to-live wins), and one pushed out of the LRU takes its sessions
   * with it: a revocation can never miss a cached session.
   */
  readonly #byUser: LRUCache<string, Set<string>>;

  constructor(now: Now = Date.now, max = MEMORY_CACHE_MAX_ENTRIES) {
    this.#sessions = boundedCache(now, max);
    this.#byUser = boundedCache(now, max, (_userId, hashes) => {
      for (const hash of hashes) this.#sessions.delete(hash);
    });
  }

  async get(tokenHash: string): Promise<Session | null> {
    const raw = this.#sessions.get(tokenHash);
    return raw === undefined ? null : reviveSession(JSON.parse(raw));
  }

  async set(session: Session, ttlMs: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(ttlMs));
    const hashes = new Set(
      [...(this.#byUser.get(session.userId) ?? [])].filter((hash) => this.#sessions.has(hash)),
    );
    hashes.add(session.tokenHash);
    const remaining = this.#byUser.getRemainingTTL(session.userId);
    this.#byUser.set(session.userId, hashes, {
      ttl: Number.isFinite(remaining) ? Math.max(ttl, Math.ceil(remaining)) : ttl,
    });
    this.#sessions.set(session.tokenHash, JSON.stringify(session), { ttl });
  }

  async delete(tokenHash: string): Promise<void> {
    this.#sessions.delete(tokenHash);
  }

  async deleteForUser(userId: string): Promise<void> {
    for (const hash of this.#byUser.get(userId) ?? []) this.#sessions.delete(hash);
    this.#byUser.delete(userId);
  }

  /** How many sessions and user indexes are held (a test watches memory stay bounded). */
  get size(): { sessions: number; users: number } {
    return { sessions: this.#sessions.size, users: this.#byUser.size };
  }
}

export class MemoryEventBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: DomainEvent): Promise<void> {
    // Through JSON, as over Redis: subscribers never share an object with the publisher.
    this.#emitter.emit(event.type, JSON.parse(JSON.stringify(event)));
  }

  subscribe<T extends DomainEventType>(
    type: T,
    handler: (event: DomainEventOf<T>) => void | Promise<void>,
  ): () => void {
    const listener = (event: DomainEventOf<T>) => {
      void Promise.resolve()
        .then(() => handler(event))
        .catch((error: unknown) => console.error(`event handler for ${type} failed`, error));
    };
    this.#emitter.on(type, listener);
    return () => {
      this.#emitter.off(type, listener);
    };
  }
}

/** Idempotency keys of this process: right for one instance (the embedded default). */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #map: LRUCache<string, string>;

  constructor(now: Now = Date.now, max = MEMORY_CACHE_MAX_ENTRIES) {
    this.#map = boundedCache(now, max);
  }

  async claim(key: string, fingerprint: string, inFlightTtlMs: number): Promise<IdempotencyClaim> {
    const held = this.#map.get(key);
    if (held !== undefined) return claimOf(held);
    this.#map.set(key, recordJson(fingerprint), { ttl: Math.max(1, inFlightTtlMs) });
    return { state: 'claimed' };
  }

  async complete(key: string, fingerprint: string, answer: IdempotentAnswer, ttlMs: number) {
    this.#map.set(key, recordJson(fingerprint, answer), { ttl: Math.max(1, ttlMs) });
  }

  async release(key: string): Promise<void> {
    this.#map.delete(key);
  }
}

/** Passkey challenges in this process (one instance): each taken once, or gone at its expiry. */
export class MemoryPasskeyChallenges implements PasskeyChallenges {
  readonly #challenges: LRUCache<string, string>;

  constructor(now: Now = Date.now, max = MEMORY_CACHE_MAX_ENTRIES) {
    this.#challenges = boundedCache(now, max);
  }

  async put(key: string, challenge: string, ttlMs: number): Promise<void> {
    this.#challenges.set(key, challenge, { ttl: Math.max(1, ttlMs) });
  }

  async take(key: string): Promise<string | null> {
    const challenge = this.#challenges.get(key);
    if (challenge === undefined) return null;
    this.#challenges.delete(key);
    return challenge;
  }
}
