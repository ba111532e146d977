import type { SingleUseStore } from '@lumen/domain';
import type { Redis } from 'ioredis';

/** One process's single-use values (the embedded profile), dropped when they expire. */
export class MemorySingleUseStore implements SingleUseStore {
  readonly #values = new Map<string, { value: string; expiresAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    for (const [k, held] of this.#values) if (held.expiresAt <= now) this.#values.delete(k);
    this.#values.set(key, { value, expiresAt: now + Math.max(1, ttlMs) });
  }

  async take(key: string): Promise<string | null> {
    const held = this.#values.get(key);
    this.#values.delete(key);
    return held && held.expiresAt > this.#now() ? held.value : null;
  }

  get size(): number {
    return this.#values.size;
  }
}

/** Shared by every instance: SET with its expiry, GETDEL (one step) to take. */
export class RedisSingleUseStore implements SingleUseStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}once:`;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.#prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  take(key: string): Promise<string | null> {
    return this.#redis.getdel(this.#prefix + key);
  }
}
