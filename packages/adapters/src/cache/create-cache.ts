import { Redis } from 'ioredis';
import type { EventBus, QuoteStore, RateLimiter, SessionCache } from './cache.ports';
import {
  MemoryEventBus,
  MemoryQuoteStore,
  MemoryRateLimiter,
  MemorySessionCache,
} from './memory-cache';
import { RedisEventBus, RedisQuoteStore, RedisRateLimiter, RedisSessionCache } from './redis-cache';

export interface CacheOptions {
  /** `redis://…`: every adapter shares state through Redis. Unset: in-process memory. */
  redisUrl?: string;
  /** Namespaces every Redis key and channel; default `lumen:`. */
  keyPrefix?: string;
  /** Turns the cached JSON back into a session (dates): default the parsed JSON as is. */
  reviveSession?: (raw: unknown) => unknown;
}

export interface Cache<S = unknown> {
  kind: 'redis' | 'memory';
  rateLimiter: RateLimiter;
  sessionCache: SessionCache<S>;
  eventBus: EventBus;
  quoteStore: QuoteStore;
  /** Resolves when Redis answers (no-op in memory); useful at start-up to fail fast. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createCache<S = unknown>(options: CacheOptions = {}): Cache<S> {
  const revive = (options.reviveSession ?? ((raw: unknown) => raw)) as (raw: unknown) => S;
  if (!options.redisUrl) {
    return {
      kind: 'memory',
      rateLimiter: new MemoryRateLimiter(),
      sessionCache: new MemorySessionCache<S>(revive),
      eventBus: new MemoryEventBus(),
      quoteStore: new MemoryQuoteStore(),
      ready: async () => undefined,
      close: async () => undefined,
    };
  }
  const prefix = options.keyPrefix ?? 'lumen:';
  const redis = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects on its own; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  const eventBus = new RedisEventBus(redis, prefix);
  return {
    kind: 'redis',
    rateLimiter: new RedisRateLimiter(redis, prefix),
    sessionCache: new RedisSessionCache<S>(redis, prefix, revive),
    eventBus,
    quoteStore: new RedisQuoteStore(redis, prefix),
    ready: async () => {
      await redis.ping();
    },
    close: async () => {
      await eventBus.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
