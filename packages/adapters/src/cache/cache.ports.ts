// Interim port shapes for the cache adapters; each maps onto the domain's port of the same role.

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits left in the window after this one (0 when refused). */
  remaining: number;
  /** 0 when allowed; otherwise how long until one more hit would be allowed. */
  retryAfterMs: number;
}

/** A sliding-window limiter: at most `limit` counted hits per key in any `windowMs`. */
export interface RateLimiter {
  /** Counts a hit when it is allowed (a refused hit is not counted) and says whether it was. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** The decision `hit` would make now, without counting anything. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

/** A short-lived cache of JSON-serialisable values (sessions by token hash). */
export interface SessionCache<T> {
  get(tokenHash: string): Promise<T | null>;
  set(tokenHash: string, value: T, userId: string, ttlMs: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Forgets every cached session of a user (password change, revoke-others). */
  deleteForUser(userId: string): Promise<void>;
}

export type EventHandler = (payload: unknown) => void;

export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live; call the returned function to stop listening. */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
}

/** A JSON store with expiry (quotes: 30 minutes). */
export interface QuoteStore {
  put<T>(id: string, value: T, ttlMs: number): Promise<void>;
  get<T>(id: string): Promise<T | null>;
  delete(id: string): Promise<void>;
}
