export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly remaining: number;
  /** 0 when allowed; otherwise how long until the next hit may pass. */
  readonly retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one hit on `key` in a window of `windowMs` allowing `limit` hits. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}
