import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type {
  EventBus,
  EventHandler,
  QuoteStore,
  RateLimitDecision,
  RateLimiter,
  SessionCache,
} from './cache.ports';

/**
 * Sliding-window log in one sorted set per key, decided atomically in Lua with the server's
 * clock (TIME), so every instance and every clock skew agree. A refused hit is not recorded.
 * ARGV: windowMs, limit, count (1 = record an allowed hit, 0 = only look), a unique member.
 * Returns { allowed (0/1), remaining, retryAfterMs }.
 */
const SLIDING_WINDOW_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local count = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if n < limit then
  if count == 1 then
    redis.call('ZADD', KEYS[1], now, ARGV[4])
    redis.call('PEXPIRE', KEYS[1], window)
    n = n + 1
  end
  return {1, limit - n, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
local retry = tonumber(oldest[2]) + window - now
if retry < 1 then retry = 1 end
return {0, 0, retry}
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}rl:`;
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#run(key, limit, windowMs, 1);
  }

  peek(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.#run(key, limit, windowMs, 0);
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  async #run(key: string, limit: number, windowMs: number, count: 0 | 1) {
    const member = `${Date.now()}-${randomBytes(6).toString('hex')}`;
    const [allowed, remaining, retryAfterMs] = (await this.#redis.eval(
      SLIDING_WINDOW_LUA,
      1,
      this.#prefix + key,
      Math.max(1, Math.ceil(windowMs)),
      limit,
      count,
      member,
    )) as [number, number, number];
    return { allowed: allowed === 1, remaining, retryAfterMs };
  }
}

export class RedisQuoteStore implements QuoteStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}quote:`;
  }

  async put<T>(id: string, value: T, ttlMs: number): Promise<void> {
    await this.#redis.set(this.#prefix + id, JSON.stringify(value), 'PX', Math.max(1, ttlMs));
  }

  async get<T>(id: string): Promise<T | null> {
    const raw = await this.#redis.get(this.#prefix + id);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async delete(id: string): Promise<void> {
    await this.#redis.del(this.#prefix + id);
  }
}

export class RedisSessionCache<T> implements SessionCache<T> {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #revive: (raw: unknown) => T;

  constructor(redis: Redis, keyPrefix: string, revive: (raw: unknown) => T = (raw) => raw as T) {
    this.#redis = redis;
    this.#prefix = keyPrefix;
    this.#revive = revive;
  }

  async get(tokenHash: string): Promise<T | null> {
    const raw = await this.#redis.get(`${this.#prefix}sess:${tokenHash}`);
    return raw === null ? null : this.#revive(JSON.parse(raw));
  }

  async set(tokenHash: string, value: T, userId: string, ttlMs: number): Promise<void> {
    const px = Math.max(1, ttlMs);
    const userKey = `${this.#prefix}sess-user:${userId}`;
    await this.#redis
      .multi()
      .set(`${this.#prefix}sess:${tokenHash}`, JSON.stringify(value), 'PX', px)
      .sadd(userKey, tokenHash)
      .pexpire(userKey, px)
      .exec();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.#redis.del(`${this.#prefix}sess:${tokenHash}`);
  }

  async deleteForUser(userId: string): Promise<void> {
    const userKey = `${this.#prefix}sess-user:${userId}`;
    const hashes = await this.#redis.smembers(userKey);
    const keys = hashes.map((h) => `${this.#prefix}sess:${h}`);
    await this.#redis.del(userKey, ...keys);
  }
}

/** Pub/sub needs a connection of its own: `subscriber` is a duplicate made on first use. */
export class RedisEventBus implements EventBus {
  readonly #publisher: Redis;
  readonly #prefix: string;
  #subscriber: Redis | undefined;
  readonly #handlers = new Map<string, Set<EventHandler>>();

  constructor(publisher: Redis, keyPrefix: string) {
    this.#publisher = publisher;
    this.#prefix = `${keyPrefix}evt:`;
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    await this.#publisher.publish(this.#prefix + channel, JSON.stringify(payload ?? null));
  }

  async subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>> {
    const subscriber = this.#ensureSubscriber();
    const full = this.#prefix + channel;
    let handlers = this.#handlers.get(full);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(full, handlers);
      await subscriber.subscribe(full);
    }
    handlers.add(handler);
    return async () => {
      const set = this.#handlers.get(full);
      if (!set?.delete(handler) || set.size > 0) return;
      this.#handlers.delete(full);
      await subscriber.unsubscribe(full);
    };
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    if (this.#subscriber) {
      const s = this.#subscriber;
      this.#subscriber = undefined;
      await s.quit().catch(() => s.disconnect());
    }
  }

  #ensureSubscriber(): Redis {
    if (this.#subscriber) return this.#subscriber;
    const subscriber = this.#publisher.duplicate();
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      const handlers = this.#handlers.get(channel);
      if (!handlers) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const handler of handlers) handler(payload);
    });
    this.#subscriber = subscriber;
    return subscriber;
  }
}
