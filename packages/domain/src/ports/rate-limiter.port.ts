export interface RateLimitDecision {
  readonly allowed: boolean;
  /** The limit the hit was counted against (for RateLimit-* headers). */
  readonly limit: number;
  readonly remaining: number;
  /** 0 when allowed; otherwise how long until the next hit may pass. */
  readonly retryAfterMs: number;
  /** How long until the oldest counted hit leaves the window (0 when none is counted). */
  readonly resetAfterMs: number;
}

export interface RateLimiter {
  /**
   * Counts one hit on `key` in a window of `windowMs` allowing `limit` hits, atomically: of any
   * number of concurrent hits at most `limit` are allowed. A refused hit is not counted.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}

/**
 * The limiter login and sign-up throttling use: it can also look without counting, and forget a
 * key (a successful login gives its reserved attempt back).
 */
export interface ThrottlingRateLimiter extends RateLimiter {
  /** The decision `hit` would make now, without counting anything. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}
