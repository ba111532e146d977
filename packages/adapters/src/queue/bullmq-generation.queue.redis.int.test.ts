import { randomUUID } from 'node:crypto';
import type { GenerationJob, GenerationJobHandler, GenerationJobOutcome } from '@lumen/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editQueuedJob, queuedJobData } from '../testing/queued-jobs';
import { createTestRedis, type TestRedis } from '../testing/services';
import { BullmqGenerationQueue, BullmqGenerationWorker } from './bullmq-generation.queue';

// The queue and its workers on the real Redis, under a random key prefix per test.

const aJob = (): GenerationJob => ({
  kind: 'text',
  generationId: randomUUID(),
  userId: randomUUID(),
});

/** Polls `check` until it returns true; fails after `timeoutMs` (a bound for hangs). */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('BullMQ generation queue (Redis)', () => {
  let redis: TestRedis;
  let keyPrefix: string;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    redis = await createTestRedis();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await redis?.cleanup();
  });

  function aQueue() {
    keyPrefix = `${redis.keyPrefix}${randomUUID().slice(0, 8)}:`;
    const queue = new BullmqGenerationQueue({
      redisUrl: redis.url,
      keyPrefix,
      waitTimeoutMs: 30_000,
    });
    closers.push(() => queue.close());
    return queue;
  }

  function aWorker(handler: GenerationJobHandler) {
    const worker = new BullmqGenerationWorker({ redisUrl: redis.url, keyPrefix, handler });
    closers.push(() => worker.close(0));
    return worker;
  }

  it('runs a job on a worker and answers its outcome to the caller', async () => {
    const queue = aQueue();
    await queue.ready();
    const seen: GenerationJob[] = [];
    const worker = aWorker(async (job) => {
      seen.push(job);
      return { status: 'completed', result: [`done ${job.generationId}`] };
    });
    await worker.ready();
    const job = aJob();
    expect(await queue.run(job)).toEqual({
      status: 'completed',
      result: [`done ${job.generationId}`],
    });
    expect(seen).toEqual([job]);
  });

  it('keeps only the generation id, user and kind in Redis; a job edited there reaches the worker as just those', async () => {
    const queue = aQueue();
    await queue.ready();
    const { kind, generationId, userId } = aJob();
    // Whatever else a caller hands over is not the queue's to keep: the generation row is.
    const handed = {
      kind,
      generationId,
      userId,
      model: 'demo',
      input: { prompt: 'p', count: 1 },
      parameters: { count: 1 },
    } as GenerationJob;
    await queue.start(handed);
    const at = { redisUrl: redis.url, keyPrefix, generationId };
    expect(await queuedJobData(at)).toEqual({ kind, generationId, userId });
    await editQueuedJob(at, (data) => ({
      ...data,
      model: 'gemini',
      input: { prompt: 'p', count: 8 },
      parameters: { count: 8 },
    }));
    const seen: unknown[] = [];
    aWorker(async (job) => {
      seen.push(job);
      return { status: 'completed', result: [] };
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ kind, generationId, userId }]);
  });

  it('starts a job without waiting; its progress is read back from Redis by another queue', async () => {
    const queue = aQueue();
    const reader = new BullmqGenerationQueue({ redisUrl: redis.url, keyPrefix, waitTimeoutMs: 1 });
    closers.push(() => reader.close());
    let release: (outcome: GenerationJobOutcome) => void = () => undefined;
    const worker = aWorker(async (_job, reportProgress) => {
      reportProgress?.(37);
      return new Promise((resolve) => {
        release = resolve;
      });
    });
    await worker.ready();
    const job = aJob();
    expect(await reader.progress(job.generationId)).toBeNull();
    await queue.start(job);
    await until(async () => (await reader.progress(job.generationId)) === 37);
    release({ status: 'completed', result: ['done'] });
  });

  it('shows waiting jobs until a worker takes them, then active ones', async () => {
    const queue = aQueue();
    await queue.ready();
    const job = aJob();
    const answer = queue.run(job);
    await until(async () => (await queue.depth()).waiting === 1);
    let finish: (outcome: GenerationJobOutcome) => void = () => undefined;
    const worker = aWorker(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    // Redis lists the job as active a moment before the worker's handler starts on it.
    await until(async () => {
      const depth = await queue.depth();
      return depth.waiting === 0 && depth.active === 1 && worker.active === 1;
    });
    expect(await queue.depth()).toEqual({ waiting: 0, active: 1 });
    finish({ status: 'completed', result: ['late'] });
    expect(await answer).toEqual({ status: 'completed', result: ['late'] });
  });

  it('rejects the caller when the handler throws (the caller refunds)', async () => {
    const queue = aQueue();
    await queue.ready();
    aWorker(async () => {
      throw new Error('database gone');
    });
    await expect(queue.run(aJob())).rejects.toThrow('database gone');
  });

  it('a closing worker hands its running job back, and another worker finishes it', async () => {
    const queue = aQueue();
    await queue.ready();
    const first = aWorker(() => new Promise<never>(() => undefined));
    const job = aJob();
    const answer = queue.run(job);
    await until(() => first.active === 1);
    expect(await first.close(0)).toBe(1);
    expect(await queue.depth()).toEqual({ waiting: 1, active: 0 });
    aWorker(async () => ({ status: 'completed', result: ['second worker'] }));
    expect(await answer).toEqual({ status: 'completed', result: ['second worker'] });
  });

  it('a closing worker lets a job that ends within the grace period finish', async () => {
    const queue = aQueue();
    await queue.ready();
    let finish: (outcome: GenerationJobOutcome) => void = () => undefined;
    const worker = aWorker(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const answer = queue.run(aJob());
    await until(() => worker.active === 1);
    const closed = worker.close(60_000);
    finish({ status: 'completed', result: ['finished while closing'] });
    expect(await closed).toBe(0);
    expect(await answer).toEqual({ status: 'completed', result: ['finished while closing'] });
  });
});
