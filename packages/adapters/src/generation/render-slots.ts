import { availableParallelism } from 'node:os';

/**
 * At most `limit` renders at once; the others wait their turn, first come first served.
 *
 * sharp already renders off the event loop: each file is drawn and encoded on libuv's thread
 * pool (measured: about 1 ms of the loop's time per 512×512 demo image, the rest on the pool's
 * threads). That pool is the process's only one, four threads unless UV_THREADPOOL_SIZE says
 * otherwise, and argon2 (every sign-in) and the file writes of the media store queue on it too.
 * Left unbounded, ten concurrent generations held every thread and every core: a sign-in waited
 * behind them, and the requests on the event loop waited for a core.
 */
export class RenderSlots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a slot count: ${limit}`);
    this.#free = limit;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}

/**
 * Half the cores (one on two), and never more than half of libuv's pool: the other cores are
 * the event loop's and the database's, the other threads argon2's and the file system's.
 */
export function defaultRenderSlots(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(Math.floor(availableParallelism() / 2), Math.floor(pool / 2)));
}
