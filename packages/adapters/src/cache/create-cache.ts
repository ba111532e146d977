import type {
  ConfirmationMarks,
  EventBus,
  IdempotencyStore,
  PasskeyChallenges,
  QuoteStore,
  SessionCache,
  SingleUseStore,
  ThrottlingRateLimiter,
} from '@lumen/domain';
import { Redis } from 'ioredis';
import {
  MemoryEventBus,
  MemoryIdempotencyStore,
  MemoryPasskeyChallenges,
  MemoryQuoteStore,
  MemoryRateLimiter,
  MemorySessionCache,
} from './memory-cache';
import {
  RedisEventBus,
  RedisIdempotencyStore,
  RedisPasskeyChallenges,
  RedisQuoteStore,
  RedisRateLimiter,
  RedisSessionCache,
} from './redis-cache';
import { MemoryConfirmationMarks, RedisConfirmationMarks } from './confirmation-marks';
import { FailoverRateLimiter, guarded, RedisHealth } from './redis-failover';
import { MemorySingleUseStore, RedisSingleUseStore } from './single-use-store';

/** How long one Redis command may take before the request goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

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
  idempotencyStore: IdempotencyStore;
  /** Passkey ceremonies' challenges, single use (Redis when configured, so any instance answers). */
  passkeyChallenges: PasskeyChallenges;
  /** Short-lived values read once (a sign-in's state between its redirects). */
  singleUse: SingleUseStore;
  /** Sessions whose owner confirmed the password or a passkey a moment ago. */
  confirmations: ConfirmationMarks;
  /** Resolves when Redis answers and the event subscription is live (at once in memory). */
  ready(): Promise<void>;
  /** Resolves when Redis answers PING now (readiness probes); at once in memory. */
  ping(): Promise<void>;
  /** True while Redis is configured but its connection is not up (limits in memory, quotes 503). */
  fallback(): boolean;
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
      idempotencyStore: new MemoryIdempotencyStore(),
      passkeyChallenges: new MemoryPasskeyChallenges(),
      singleUse: new MemorySingleUseStore(),
      confirmations: new MemoryConfirmationMarks(),
      ready: async () => undefined,
      ping: async () => undefined,
      fallback: () => false,
      close: async () => undefined,
    };
  }
  const prefix = options.keyPrefix ?? 'lumen:';
  // No request waits long for Redis: a command gives up after REDIS_COMMAND_TIMEOUT_MS, and
  // RedisHealth fails fast while the connection is down (docs/decisions.md "Failure behaviour").
  const redis = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    // Commands issued in the same tick (concurrent requests' session lookups) go out in one
    // write instead of one system call each.
    enableAutoPipelining: true,
  });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  const health = new RedisHealth(redis);
  const eventBus = new RedisEventBus(redis, prefix);
  const publish = eventBus.publish.bind(eventBus);
  eventBus.publish = (event) => health.run(() => publish(event));
  return {
    kind: 'redis',
    rateLimiter: new FailoverRateLimiter(
      guarded(new RedisRateLimiter(redis, prefix), health),
      new MemoryRateLimiter(),
    ),
    sessionCache: guarded(new RedisSessionCache(redis, prefix), health),
    eventBus,
    quoteStore: guarded(new RedisQuoteStore(redis, prefix), health),
    idempotencyStore: guarded(new RedisIdempotencyStore(redis, prefix), health),
    passkeyChallenges: guarded(new RedisPasskeyChallenges(redis, prefix), health),
    singleUse: guarded(new RedisSingleUseStore(redis, prefix), health),
    confirmations: guarded(new RedisConfirmationMarks(redis, prefix), health),
    ready: async () => {
      await redis.ping();
      await eventBus.ready;
    },
    ping: async () => {
      await redis.ping();
    },
    fallback: () => redis.status !== 'ready',
    close: async () => {
      await eventBus.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
