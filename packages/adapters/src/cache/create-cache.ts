import type { EventBus, QuoteStore } from '@lumen/domain';
import { Redis } from 'ioredis';
import type { SessionCache, ThrottlingRateLimiter } from './cache.ports';
import {
  MemoryEventBus,
  MemoryQuoteStore,
  MemoryRateLimiter,
  MemorySessionCache,
} from './memory-cache';
import { RedisEventBus, RedisQuoteStore, RedisRateLimiter, RedisSessionCache } from './redis-cache';

export interface CacheOptions {
  /** `redis://…`: all state lives in Redis, shared by every instance. Unset: process memory. */
  redisUrl?: string;
  /** Namespaces every Redis key and the event channel; default `lumen:`. */
  keyPrefix?: string;
}

export interface Cache {
  kind: 'redis' | 'memory';
  rateLimiter: ThrottlingRateLimiter;
  sessionCache: SessionCache;
  eventBus: EventBus;
  quoteStore: QuoteStore;
  /** Resolves when Redis answers and the event subscription is live (at once in memory). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createCache(options: CacheOptions = {}): Cache {
  if (!options.redisUrl) {
    return {
      kind: 'memory',
      rateLimiter: new MemoryRateLimiter(),
      sessionCache: new MemorySessionCache(),
      eventBus: new MemoryEventBus(),
      quoteStore: new MemoryQuoteStore(),
      ready: async () => undefined,
      close: async () => undefined,
    };
  }
  const prefix = options.keyPrefix ?? 'lumen:';
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  const eventBus = new RedisEventBus(redis, prefix);
  return {
    kind: 'redis',
    rateLimiter: new RedisRateLimiter(redis, prefix),
    sessionCache: new RedisSessionCache(redis, prefix),
    eventBus,
    quoteStore: new RedisQuoteStore(redis, prefix),
    ready: async () => {
      await redis.ping();
      await eventBus.ready;
    },
    close: async () => {
      await eventBus.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
