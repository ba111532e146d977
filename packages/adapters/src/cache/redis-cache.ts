import { randomBytes } from 'node:crypto';
import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  EventBus,
  IdempotencyClaim,
  IdempotencyStore,
  IdempotentAnswer,
  PasskeyChallenges,
  QuoteStore,
  RateLimitDecision,
  Session,
  SessionCache,
  StoredQuote,
  ThrottlingRateLimiter,
} from '@lumen/domain';
import type { Redis } from 'ioredis';
import { reviveSession } from './session-json';
import { claimOf, recordJson } from './idempotency-json';
import { reviveQuote } from './quote-json';

/**
 * Sliding-window log in one sorted set per key, decided atomically in Lua with the Redis
 * server's clock (TIME), so every instance agrees whatever its own clock says, and concurrent
 * hits never both take the last slot. A refused hit is not recorded. ARGV: windowMs, limit,
 * count (1 = record an allowed hit, 0 = only look), a unique member.
 * Returns { allowed (0/1), remaining, retryAfterMs, resetAfterMs }.
 */
const SLIDING_WINDOW_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local count = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
local allowed = 0
local remaining = 0
local retry = 0
if n < limit then
  allowed = 1
  if count == 1 then
    redis.call('ZADD', KEYS[1], now, ARGV[4])
    redis.call('PEXPIRE', KEYS[1], window)
    n = n + 1
  end
  remaining = limit - n
else
  local freeing = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
  retry = tonumber(freeing[2]) + window - now
  if retry < 1 then retry = 1 end
end
local reset = 0
if n > 0 then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  reset = tonumber(oldest[2]) + window - now
end
return {allowed, remaining, retry, reset}
`;

export class RedisRateLimiter implements ThrottlingRateLimiter {
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
    const [allowed, remaining, retryAfterMs, resetAfterMs] = (await this.#redis.eval(
      SLIDING_WINDOW_LUA,
      1,
      this.#prefix + key,
      Math.max(1, Math.ceil(windowMs)),
      limit,
      count,
      member,
    )) as [number, number, number, number];
    return { allowed: allowed === 1, limit, remaining, retryAfterMs, resetAfterMs };
  }
}

export class RedisQuoteStore implements QuoteStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}quote:`;
  }

  async put(quote: StoredQuote, ttlMs: number): Promise<void> {
    const px = Math.max(1, Math.ceil(ttlMs));
    await this.#redis.set(this.#prefix + quote.id, JSON.stringify(quote), 'PX', px);
  }

  async get(quoteId: string): Promise<StoredQuote | null> {
    const raw = await this.#redis.get(this.#prefix + quoteId);
    return raw === null ? null : reviveQuote(JSON.parse(raw));
  }
}

/**
 * Idempotency keys shared by every instance: `SET NX` claims a key atomically (one claimer wins
 * across instances); a claimer that loses reads what holds it.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}idem:`;
  }

  async claim(key: string, fingerprint: string, inFlightTtlMs: number): Promise<IdempotencyClaim> {
    const record = recordJson(fingerprint);
    const px = Math.max(1, Math.ceil(inFlightTtlMs));
    // A key that expires between the failed SET and the GET is simply claimed on the next turn.
    for (let attempt = 0; attempt < 3; attempt++) {
      const set = await this.#redis.set(this.#prefix + key, record, 'PX', px, 'NX');
      if (set === 'OK') return { state: 'claimed' };
      const held = await this.#redis.get(this.#prefix + key);
      if (held !== null) return claimOf(held);
    }
    return { state: 'in_flight', fingerprint };
  }

  async complete(key: string, fingerprint: string, answer: IdempotentAnswer, ttlMs: number) {
    const px = Math.max(1, Math.ceil(ttlMs));
    await this.#redis.set(this.#prefix + key, recordJson(fingerprint, answer), 'PX', px);
  }

  async release(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }
}

export class RedisSessionCache implements SessionCache {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = keyPrefix;
  }

  async get(tokenHash: string): Promise<Session | null> {
    const raw = await this.#redis.get(`${this.#prefix}sess:${tokenHash}`);
    return raw === null ? null : reviveSession(JSON.parse(raw));
  }

  async set(session: Session, ttlMs: number): Promise<void> {
    const px = Math.max(1, Math.ceil(ttlMs));
    const userKey = `${this.#prefix}sess-user:${session.userId}`;
    await this.#redis
      .multi()
      .set(`${this.#prefix}sess:${session.tokenHash}`, JSON.stringify(session), 'PX', px)
      .sadd(userKey, session.tokenHash)
      .pexpire(userKey, px)
      .exec();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.#redis.del(`${this.#prefix}sess:${tokenHash}`);
  }

  async deleteForUser(userId: string): Promise<void> {
    const userKey = `${this.#prefix}sess-user:${userId}`;
    const hashes = await this.#redis.smembers(userKey);
    await this.#redis.del(userKey, ...hashes.map((h) => `${this.#prefix}sess:${h}`));
  }
}

/**
 * Events over one Redis channel, so every instance sees every event. Pub/sub needs a connection
 * of its own (`subscriber`); it subscribes once, at construction — `ready` resolves when live.
 */
export class RedisEventBus implements EventBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #handlers = new Map<string, Set<(event: DomainEvent) => void | Promise<void>>>();
  #subscribed: Promise<void> | undefined;

  constructor(publisher: Redis, keyPrefix: string) {
    this.#publisher = publisher;
    this.#channel = `${keyPrefix}events`;
    this.#subscriber = publisher.duplicate();
    this.#subscriber.on('error', () => undefined);
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#channel) this.#dispatch(message);
    });
    // A failed subscription surfaces through `ready`; never as an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  /**
   * Resolves when the subscription is live. A failed SUBSCRIBE (timed out on a loaded machine)
   * is tried again at the next call, so start-up can wait for it instead of failing for good.
   */
  get ready(): Promise<void> {
    this.#subscribed ??= this.#subscriber.subscribe(this.#channel).then(
      () => undefined,
      (error: unknown) => {
        this.#subscribed = undefined;
        throw error;
      },
    );
    return this.#subscribed;
  }

  async publish(event: DomainEvent): Promise<void> {
    await this.#publisher.publish(this.#channel, JSON.stringify(event));
  }

  subscribe<T extends DomainEventType>(
    type: T,
    handler: (event: DomainEventOf<T>) => void | Promise<void>,
  ): () => void {
    const set = this.#handlers.get(type) ?? new Set();
    const h = handler as (event: DomainEvent) => void | Promise<void>;
    set.add(h);
    this.#handlers.set(type, set);
    return () => {
      set.delete(h);
    };
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    await this.#subscriber.quit().catch(() => this.#subscriber.disconnect());
  }

  #dispatch(message: string): void {
    let event: DomainEvent;
    try {
      event = JSON.parse(message) as DomainEvent;
    } catch {
      return;
    }
    for (const handler of this.#handlers.get(event.type) ?? []) {
      void Promise.resolve()
        .then(() => handler(event))
        .catch((error: unknown) => console.error(`event handler for ${event.type} failed`, error));
    }
  }
}

/** Passkey challenges shared by every instance: GETDEL takes one once, whichever instance asks. */
export class RedisPasskeyChallenges implements PasskeyChallenges {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}passkey:`;
  }

  async put(key: string, challenge: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.#prefix + key, challenge, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  take(key: string): Promise<string | null> {
    return this.#redis.getdel(this.#prefix + key);
  }
}
