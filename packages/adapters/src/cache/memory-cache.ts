import { EventEmitter } from 'node:events';
import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  EventBus,
  QuoteStore,
  RateLimitDecision,
  Session,
  StoredQuote,
} from '@lumen/domain';
import { reviveSession, type SessionCache, type ThrottlingRateLimiter } from './cache.ports';
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

class ExpiringMap<T> {
  readonly #entries = new Map<string, { value: T; expiresAt: number }>();
  readonly #now: Now;

  constructor(now: Now) {
    this.#now = now;
  }

  get(key: string): T | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return null;
    }
    return entry.value;
  }

  set(key: string, value: T, ttlMs: number): void {
    const now = this.#now();
    if (this.#entries.size >= 1000) {
      for (const [k, e] of this.#entries) if (e.expiresAt <= now) this.#entries.delete(k);
    }
    this.#entries.set(key, { value, expiresAt: now + ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}

/** Values go through JSON as in Redis, so both adapters return equal, detached copies. */
export class MemoryQuoteStore implements QuoteStore {
  readonly #map: ExpiringMap<string>;

  constructor(now: Now = Date.now) {
    this.#map = new ExpiringMap(now);
  }

  async put(quote: StoredQuote, ttlMs: number): Promise<void> {
    this.#map.set(quote.id, JSON.stringify(quote), ttlMs);
  }

  async get(quoteId: string): Promise<StoredQuote | null> {
    const raw = this.#map.get(quoteId);
    return raw === null ? null : reviveQuote(JSON.parse(raw));
  }
}

export class MemorySessionCache implements SessionCache {
  readonly #map: ExpiringMap<string>;
  readonly #byUser = new Map<string, Set<string>>();

  constructor(now: Now = Date.now) {
    this.#map = new ExpiringMap(now);
  }

  async get(tokenHash: string): Promise<Session | null> {
    const raw = this.#map.get(tokenHash);
    return raw === null ? null : reviveSession(JSON.parse(raw));
  }

  async set(session: Session, ttlMs: number): Promise<void> {
    this.#map.set(session.tokenHash, JSON.stringify(session), ttlMs);
    const hashes = this.#byUser.get(session.userId) ?? new Set<string>();
    hashes.add(session.tokenHash);
    this.#byUser.set(session.userId, hashes);
  }

  async delete(tokenHash: string): Promise<void> {
    this.#map.delete(tokenHash);
  }

  async deleteForUser(userId: string): Promise<void> {
    for (const hash of this.#byUser.get(userId) ?? []) this.#map.delete(hash);
    this.#byUser.delete(userId);
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
