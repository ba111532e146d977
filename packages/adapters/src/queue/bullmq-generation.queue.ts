import { setTimeout as delay } from 'node:timers/promises';
import {
  type GenerationJob,
  type GenerationJobHandler,
  type GenerationJobOutcome,
  type GenerationQueue,
  type GenerationQueueDepth,
  generationJobOf,
} from '@lumen/domain';
import { type Job, Queue, QueueEvents, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/** The one BullMQ queue of generation jobs. */
export const GENERATION_QUEUE_NAME = 'generations';

/** BullMQ's keys live under REDIS_KEY_PREFIX too, so deployments sharing a Redis stay apart. */
const bullPrefix = (keyPrefix = 'lumen:') => `${keyPrefix}bull`;

// Finished jobs are kept a while so that a waiter that subscribes late still reads the result.
const KEEP_COMPLETED = { age: 60 * 60, count: 1000 };
const KEEP_FAILED = { age: 24 * 60 * 60, count: 1000 };

/**
 * What a job keeps in Redis: the generation it names, nothing more. The worker rebuilds what
 * runs from the reserved row, so whoever can write to this Redis cannot change it.
 */
const jobData = ({ kind, generationId, userId }: GenerationJob): GenerationJob => ({
  kind,
  generationId,
  userId,
});

export interface BullmqGenerationQueueOptions {
  readonly redisUrl: string;
  /** REDIS_KEY_PREFIX (default `lumen:`): the queue's keys are `<prefix>bull:generations:…`. */
  readonly keyPrefix?: string;
  /** How long `run` waits for an outcome before giving up (the sweeper's timeout). */
  readonly waitTimeoutMs: number;
}

interface QueueClients {
  readonly connection: Redis;
  readonly eventsConnection: Redis;
  readonly queue: Queue;
  readonly events: QueueEvents;
}

/**
 * The API side: adds the job (its id is the generation's id, so adding twice is one job) and
 * waits for the worker's outcome through the queue's event stream. Its connections open on
 * first use: BullMQ's set-up holds the event loop for a while, which at construction would
 * make the process's other Redis commands miss their short deadlines during start-up.
 */
export class BullmqGenerationQueue implements GenerationQueue {
  private clients: QueueClients | undefined;

  constructor(private readonly options: BullmqGenerationQueueOptions) {}

  private open(): QueueClients {
    if (this.clients) return this.clients;
    // Adding a job fails fast while Redis is down (the request is answered, the credits given
    // back); the event stream's blocking reads wait for Redis to return.
    const connection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: 1 });
    const eventsConnection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    for (const redis of [connection, eventsConnection]) redis.on('error', () => undefined);
    const prefix = bullPrefix(this.options.keyPrefix);
    const queue = new Queue(GENERATION_QUEUE_NAME, {
      connection,
      prefix,
      defaultJobOptions: {
        // A job that throws is not retried: the handler answers model failures as outcomes,
        // and anything else is the caller's to refund. A job whose worker died is retried
        // by the stalled-job check (the worker's maxStalledCount).
        attempts: 1,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      },
    });
    queue.on('error', () => undefined);
    const events = new QueueEvents(GENERATION_QUEUE_NAME, { connection: eventsConnection, prefix });
    events.on('error', () => undefined);
    this.clients = { connection, eventsConnection, queue, events };
    return this.clients;
  }

  /** Resolves once the event stream is being read (a job's outcome cannot be missed). */
  async ready(): Promise<void> {
    const { queue, events } = this.open();
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  }

  async run(job: GenerationJob): Promise<GenerationJobOutcome> {
    const { queue, events } = this.open();
    const added = await queue.add(job.kind, jobData(job), { jobId: job.generationId });
    return (await added.waitUntilFinished(
      events,
      this.options.waitTimeoutMs,
    )) as GenerationJobOutcome;
  }

  async start(job: GenerationJob): Promise<void> {
    await this.open().queue.add(job.kind, jobData(job), { jobId: job.generationId });
  }

  /** The progress the worker last wrote to the job (any API instance reads it from Redis). */
  async progress(generationId: string): Promise<number | null> {
    const job = await this.open().queue.getJob(generationId);
    return typeof job?.progress === 'number' ? job.progress : null;
  }

  /**
   * Removes the jobs still waiting (their payload, prompt included, leaves Redis). BullMQ
   * refuses to remove a job a worker holds locked: that one runs on and settles against a row
   * that is gone.
   */
  async cancel(generationIds: readonly string[]): Promise<void> {
    const { queue } = this.open();
    for (const id of generationIds) {
      const job = await queue.getJob(id);
      if (!job || (await job.isActive())) continue;
      await job.remove().catch(() => undefined);
    }
  }

  async depth(): Promise<GenerationQueueDepth> {
    const counts = await this.open().queue.getJobCounts('waiting', 'prioritized', 'active');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
    };
  }

  async close(): Promise<void> {
    const clients = this.clients;
    if (!clients) return;
    this.clients = undefined;
    await Promise.allSettled([clients.events.close(), clients.queue.close()]);
    clients.eventsConnection.disconnect();
    clients.connection.disconnect();
  }
}

export interface BullmqGenerationWorkerOptions {
  readonly redisUrl: string;
  readonly keyPrefix?: string;
  readonly handler: GenerationJobHandler;
  /** Jobs one worker process runs at once (default 4: model calls mostly wait on the network). */
  readonly concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (default 30 s): a worker that died is noticed
   * after at most this plus `stalledIntervalMs`, and its job goes back to the queue.
   */
  readonly lockDurationMs?: number;
  /** How often this worker looks for stalled jobs (default 30 s). */
  readonly stalledIntervalMs?: number;
  /** How many times a job may lose its worker before it fails for good (default 1). */
  readonly maxStalledCount?: number;
  /** Called with errors BullMQ reports outside a job (lost Redis, a lock renewal that failed). */
  readonly onError?: (error: Error) => void;
}

interface RunningJob {
  readonly job: Job;
  readonly token: string | undefined;
  readonly handBack: (error: Error) => void;
}

/**
 * A worker process's side: takes jobs from the queue and runs the handler. Its handler settles
 * the generation before answering, and re-checks the row when a job is run again after its
 * worker died, so a job run twice never settles twice.
 */
export class BullmqGenerationWorker {
  private readonly connection: Redis;
  private readonly worker: Worker;
  private readonly running = new Map<string, RunningJob>();

  constructor(private readonly options: BullmqGenerationWorkerOptions) {
    // A worker blocks on Redis for its next job: its commands must wait for Redis, not fail.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', () => undefined);
    this.worker = new Worker(GENERATION_QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: this.connection,
      prefix: bullPrefix(options.keyPrefix),
      concurrency: options.concurrency ?? 4,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: options.maxStalledCount ?? 1,
    });
    this.worker.on('error', (error) => options.onError?.(error));
  }

  /** Resolves once the worker is connected and taking jobs. */
  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
  }

  private async process(job: Job, token: string | undefined): Promise<GenerationJobOutcome> {
    let handBack: (error: Error) => void = () => undefined;
    const handedBack = new Promise<never>((_, reject) => {
      handBack = reject;
    });
    this.running.set(String(job.id), { job, token, handBack });
    try {
      const reportProgress = (percent: number) => {
        // Progress is advisory: a lost write must never fail the job.
        job.updateProgress(percent).catch(() => undefined);
      };
      // Only the fields that name the generation reach the handler, whatever else Redis holds.
      const named = generationJobOf(job.data);
      if (!named) throw new Error(`Job ${job.id} does not name a generation`);
      return await Promise.race([this.options.handler(named, reportProgress), handedBack]);
    } finally {
      this.running.delete(String(job.id));
    }
  }

  /** Jobs this worker is running now. */
  get active(): number {
    return this.running.size;
  }

  /**
   * Stops taking jobs and lets the running ones finish for up to `graceMs`; the ones still
   * running then go back to the queue at once (another worker takes them, instead of waiting
   * for the lock to expire). Answers how many were handed back. The process should exit
   * soon after: a handed-back job's model call is abandoned, not cancelled.
   */
  async close(graceMs: number): Promise<number> {
    const closing = this.worker.close();
    const finished = await Promise.race([
      closing.then(() => true),
      delay(graceMs).then(() => false),
    ]);
    let handedBack = 0;
    if (!finished) {
      for (const { job, token, handBack } of this.running.values()) {
        try {
          await job.moveToWait(token);
          handedBack += 1;
        } catch {
          // The lock is already lost: the stalled-job check returns it to the queue.
        }
        handBack(new WaitingError());
      }
      await closing;
    }
    this.connection.disconnect();
    return handedBack;
  }
}
