import type { ConfirmationMarks } from '@lumen/domain';
import type { Redis } from 'ioredis';

/** One process's marks (the embedded profile), each gone at its expiry. */
export class MemoryConfirmationMarks implements ConfirmationMarks {
  readonly #marks = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async mark(sessionId: string, ttlMs: number): Promise<void> {
    const now = this.#now();
    for (const [key, until] of this.#marks) if (until <= now) this.#marks.delete(key);
    this.#marks.set(sessionId, now + Math.max(1, ttlMs));
  }

  async isMarked(sessionId: string): Promise<boolean> {
    return (this.#marks.get(sessionId) ?? 0) > this.#now();
  }
}

/** Shared by every instance: a key with its expiry; marked while it exists. */
export class RedisConfirmationMarks implements ConfirmationMarks {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, keyPrefix: string) {
    this.#redis = redis;
    this.#prefix = `${keyPrefix}confirmed:`;
  }

  async mark(sessionId: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.#prefix + sessionId, '1', 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async isMarked(sessionId: string): Promise<boolean> {
    return (await this.#redis.exists(this.#prefix + sessionId)) === 1;
  }
}
