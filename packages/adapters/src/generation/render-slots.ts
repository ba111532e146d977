/**
 * At most `limit` renders at once; the others wait their turn, first come first served.
 *
 * sharp already renders off the event loop: each file is drawn and encoded on libuv's thread
 * pool (measured: about 1 ms of the loop's time per 512×512 demo image, the rest on the pool's
 * threads). That pool is the process's only one, four threads unless UV_THREADPOOL_SIZE says
 * otherwise, and argon2 (every sign-in) and the media store's file writes queue on it too: left
 * unbounded, a burst of generations held every thread, and a sign-in or the write of a finished
 * file waited behind all of them.
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
 * All of libuv's pool but one thread, kept for argon2 and the file system. Fewer slots (one per
 * two cores was tried) cost the demo model a third of its throughput on two cores, and with
 * it the generations' latency.
 */
export function defaultRenderSlots(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, pool - 1);
}

let processSlots: RenderSlots | undefined;

/** The one bound every demo image generator of the process shares (they share libuv's pool). */
export function processRenderSlots(): RenderSlots {
  processSlots ??= new RenderSlots(defaultRenderSlots());
  return processSlots;
}

/** A generator's own bound when `concurrentRenders` is named, else the process's. */
export function renderSlotsOf(options: { concurrentRenders?: number }): RenderSlots {
  return options.concurrentRenders === undefined
    ? processRenderSlots()
    : new RenderSlots(options.concurrentRenders);
}
