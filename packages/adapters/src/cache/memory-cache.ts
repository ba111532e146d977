import { EventEmitter } from 'node:events';
import type {
  EventBus,
  EventHandler,
  QuoteStore,
  RateLimitDecision,
  RateLimiter,
  SessionCache,
} from './cache.ports';

export type Clock = () => number;

/** Single-process adapters: right for the embedded profile, wrong once two instances run. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #now: Clock;
  #calls = 0;

  constructor(now: Clock = Date.now) {
    this.#now = now;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#decide(key, limit, windowMs, true);
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#decide(key, limit, windowMs, false);
  }

  async reset(key: string): Promise<void> {
    this.#hits.delete(key);
  }

  #decide(key: string, limit: number, windowMs: number, count: boolean): RateLimitDecision {
    const now = this.#now();
    if (++this.#calls % 1000 === 0) this.#sweep(now, windowMs);
    const hits = (this.#hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (hits.length < limit) {
      if (count) hits.push(now);
      if (hits.length > 0) this.#hits.set(key, hits);
      else this.#hits.delete(key);
      return { allowed: true, remaining: limit - hits.length, retryAfterMs: 0 };
    }
    this.#hits.set(key, hits);
    const oldest = hits[hits.length - limit] ?? now;
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, oldest + windowMs - now) };
  }

  /** Drops keys whose newest hit is older than the largest window seen: bounded memory. */
  #sweep(now: number, windowMs: number): void {
    for (const [key, hits] of this.#hits) {
      const newest = hits[hits.length - 1];
      if (newest === undefined || newest <= now - windowMs) this.#hits.delete(key);
    }
  }
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

class ExpiringMap<T> {
  readonly #entries = new Map<string, Expiring<T>>();
  readonly #now: Clock;

  constructor(now: Clock) {
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

/** Values go through JSON like in Redis, so both adapters hand back equal, detached copies. */
export class MemoryQuoteStore implements QuoteStore {
  readonly #map: ExpiringMap<string>;

  constructor(now: Clock = Date.now) {
    this.#map = new ExpiringMap(now);
  }

  async put<T>(id: string, value: T, ttlMs: number): Promise<void> {
    this.#map.set(id, JSON.stringify(value), ttlMs);
  }

  async get<T>(id: string): Promise<T | null> {
    const raw = this.#map.get(id);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async delete(id: string): Promise<void> {
    this.#map.delete(id);
  }
}

export class MemorySessionCache<T> implements SessionCache<T> {
  readonly #map: ExpiringMap<{ json: string; userId: string }>;
  readonly #byUser = new Map<string, Set<string>>();
  readonly #revive: (raw: unknown) => T;

  constructor(revive: (raw: unknown) => T = (raw) => raw as T, now: Clock = Date.now) {
    this.#map = new ExpiringMap(now);
    this.#revive = revive;
  }

  async get(tokenHash: string): Promise<T | null> {
    const entry = this.#map.get(tokenHash);
    return entry ? this.#revive(JSON.parse(entry.json)) : null;
  }

  async set(tokenHash: string, value: T, userId: string, ttlMs: number): Promise<void> {
    this.#map.set(tokenHash, { json: JSON.stringify(value), userId }, ttlMs);
    const hashes = this.#byUser.get(userId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.#byUser.set(userId, hashes);
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

  async publish(channel: string, payload: unknown): Promise<void> {
    // Through JSON, like Redis: subscribers never share an object with the publisher.
    this.#emitter.emit(channel, JSON.parse(JSON.stringify(payload ?? null)));
  }

  async subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>> {
    this.#emitter.on(channel, handler);
    return async () => {
      this.#emitter.off(channel, handler);
    };
  }
}
