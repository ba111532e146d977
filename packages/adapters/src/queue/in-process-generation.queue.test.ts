import type { GenerationJob, GenerationJobOutcome } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { InProcessGenerationQueue } from './in-process-generation.queue';

const job: GenerationJob = {
  kind: 'text',
  generationId: 'gen-1',
  userId: 'user-1',
};

describe('InProcessGenerationQueue', () => {
  it('runs the job in this process and answers the handler’s outcome', async () => {
    const queue = new InProcessGenerationQueue();
    const seen: GenerationJob[] = [];
    queue.handle(async (j) => {
      seen.push(j);
      return { status: 'completed', result: ['one'] };
    });
    expect(await queue.run(job)).toEqual({ status: 'completed', result: ['one'] });
    expect(seen).toEqual([job]);
  });

  it('counts running jobs as active and resolves idle() when they end', async () => {
    const queue = new InProcessGenerationQueue();
    let finish: (outcome: GenerationJobOutcome) => void = () => undefined;
    queue.handle(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const running = queue.run(job);
    expect(await queue.depth()).toEqual({ waiting: 0, active: 1 });
    let idle = false;
    const idled = queue.idle().then(() => {
      idle = true;
    });
    expect(idle).toBe(false);
    finish({ status: 'completed', result: ['two'] });
    await running;
    await idled;
    expect(idle).toBe(true);
    expect(await queue.depth()).toEqual({ waiting: 0, active: 0 });
  });

  it('starts a job without waiting and keeps its progress while it runs', async () => {
    const queue = new InProcessGenerationQueue();
    let finish: (outcome: GenerationJobOutcome) => void = () => undefined;
    queue.handle((_job, reportProgress) => {
      reportProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await queue.start(job);
    expect(await queue.progress(job.generationId)).toBe(40);
    expect(await queue.depth()).toEqual({ waiting: 0, active: 1 });
    finish({ status: 'completed', result: ['done'] });
    await queue.idle();
    expect(await queue.progress(job.generationId)).toBeNull();
  });

  it('rejects when no handler is attached', async () => {
    await expect(new InProcessGenerationQueue().run(job)).rejects.toThrow(/handler/);
  });
});
