import type {
  GenerationJob,
  GenerationJobHandler,
  GenerationJobOutcome,
  GenerationProgressReporter,
  GenerationQueue,
  GenerationQueueDepth,
} from '@lumen/domain';

/**
 * The embedded default: a job runs in the process that asked for it, at once (nothing waits,
 * so the depth's `waiting` is always 0). The handler is attached after construction because
 * it is built from the same ports the queue is handed to. A started job's progress is kept in
 * this process's memory while it runs (another instance reads none: it answers 0 until the
 * row is settled).
 */
export class InProcessGenerationQueue implements GenerationQueue {
  private handler: GenerationJobHandler | undefined;
  private active = 0;
  private readonly idleWaiters: (() => void)[] = [];
  private readonly progressOf = new Map<string, number>();

  handle(handler: GenerationJobHandler): void {
    this.handler = handler;
  }

  run(job: GenerationJob): Promise<GenerationJobOutcome> {
    return this.execute(job);
  }

  private async execute(
    job: GenerationJob,
    reportProgress?: GenerationProgressReporter,
  ): Promise<GenerationJobOutcome> {
    if (!this.handler) throw new Error('No generation job handler is attached');
    this.active += 1;
    try {
      return await this.handler(job, reportProgress);
    } finally {
      this.progressOf.delete(job.generationId);
      this.active -= 1;
      if (this.active === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  async start(job: GenerationJob): Promise<void> {
    if (!this.handler) throw new Error('No generation job handler is attached');
    const id = job.generationId;
    this.progressOf.set(id, 0);
    // A job that threw (its database went away) stays pending: the sweeper refunds it.
    const report = (percent: number) => {
      // A report arriving after the job ended is dropped, so nothing is kept for it.
      if (this.progressOf.has(id)) this.progressOf.set(id, percent);
    };
    void this.execute(job, report).catch(() => undefined);
  }

  async progress(generationId: string): Promise<number | null> {
    return this.progressOf.get(generationId) ?? null;
  }

  /** Jobs here start at once: none waits to be dropped (a running one settles against its row). */
  async cancel(): Promise<void> {}

  async depth(): Promise<GenerationQueueDepth> {
    return { waiting: 0, active: this.active };
  }

  /** Resolves once no job is running (a draining process lets them finish). */
  idle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
