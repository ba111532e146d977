import type {
  GenerationJob,
  GenerationJobHandler,
  GenerationJobOutcome,
  GenerationQueue,
  GenerationQueueDepth,
} from '@lumen/domain';

/**
 * The embedded default: a job runs in the process that asked for it, at once (nothing waits,
 * so the depth's `waiting` is always 0). The handler is attached after construction because
 * it is built from the same ports the queue is handed to.
 */
export class InProcessGenerationQueue implements GenerationQueue {
  private handler: GenerationJobHandler | undefined;
  private active = 0;
  private readonly idleWaiters: (() => void)[] = [];

  handle(handler: GenerationJobHandler): void {
    this.handler = handler;
  }

  async run(job: GenerationJob): Promise<GenerationJobOutcome> {
    if (!this.handler) throw new Error('No generation job handler is attached');
    this.active += 1;
    try {
      return await this.handler(job);
    } finally {
      this.active -= 1;
      if (this.active === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  async depth(): Promise<GenerationQueueDepth> {
    return { waiting: 0, active: this.active };
  }

  /** Resolves once no job is running (a draining process lets them finish). */
  idle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
