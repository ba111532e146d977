import type { RateLimitDecision, ThrottlingRateLimiter } from '@lumen/domain';
import type { Redis } from 'ioredis';

/**
 * Redis is a cache and a coordinator here, never the truth: when it is down or hangs, requests
 * must not wait for it. docs/decisions.md "Failure behaviour" says what each use does instead.
 */
export class CacheUnavailableError extends Error {
  override readonly name = 'CacheUnavailableError';
  constructor(cause?: unknown) {
    super('The cache (Redis) is unavailable', { cause });
  }
}

/**
 * Whether to try Redis at all. Before the first connection commands wait in ioredis's offline
 * queue (bounded by commandTimeout); after it, a connection that is not ready fails at once,
 * and a command that times out on a "ready" connection (a hung server, a dropped network)
 * tears that connection down, so the next requests fail fast until ioredis reconnects.
 */
export class RedisHealth {
  #wasReady = false;
  #warned = false;

  constructor(private readonly redis: Redis) {
    redis.on('ready', () => {
      this.#wasReady = true;
      if (this.#warned) console.warn('Redis is back');
      this.#warned = false;
    });
  }

  get usable(): boolean {
    return this.redis.status === 'ready' || !this.#wasReady;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.usable) throw this.#down();
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof Error &&
        /timed out/i.test(error.message) &&
        this.redis.status === 'ready'
      ) {
        this.redis.disconnect(true);
      }
      throw this.#down(error);
    }
  }

  #down(cause?: unknown): CacheUnavailableError {
    if (!this.#warned) {
      this.#warned = true;
      console.warn('Redis is unavailable: limits in process memory, quotes 503, no session cache');
    }
    return new CacheUnavailableError(cause);
  }
}

/** Every method of `target` (all async) run through the health gate. */
export function guarded<T extends object>(target: T, health: RedisHealth): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => health.run(() => value.apply(obj, args));
    },
  });
}

/**
 * Redis's shared limits while Redis answers; this process's own limits while it does not
 * (fail over, neither open nor closed). During an outage each instance enforces the limits on
 * its own, so N instances allow at most N times the limit.
 */
export class FailoverRateLimiter implements ThrottlingRateLimiter {
  constructor(
    private readonly primary: ThrottlingRateLimiter,
    private readonly fallback: ThrottlingRateLimiter,
  ) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.primary
      .hit(key, limit, windowMs)
      .catch(() => this.fallback.hit(key, limit, windowMs));
  }

  peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.primary
      .peek(key, limit, windowMs)
      .catch(() => this.fallback.peek(key, limit, windowMs));
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.primary.reset(key).catch(() => undefined), this.fallback.reset(key)]);
  }
}
