import { Redis } from 'ioredis';
import { GENERATION_QUEUE_NAME } from '../queue/bullmq-generation.queue';

/** Where BullMQ keeps one generation job (its id is the generation's id). */
export interface QueuedJobAddress {
  readonly redisUrl: string;
  /** REDIS_KEY_PREFIX of the deployment (the queue's keys are `<prefix>bull:generations:…`). */
  readonly keyPrefix: string;
  readonly generationId: string;
}

const jobKey = (at: QueuedJobAddress) =>
  `${at.keyPrefix}bull:${GENERATION_QUEUE_NAME}:${at.generationId}`;

/** The job's data as it is stored in Redis, or null while there is no such job. */
export async function queuedJobData(at: QueuedJobAddress): Promise<Record<string, unknown> | null> {
  const redis = new Redis(at.redisUrl, { lazyConnect: true });
  try {
    const data = await redis.hget(jobKey(at), 'data');
    return data === null ? null : (JSON.parse(data) as Record<string, unknown>);
  } finally {
    redis.disconnect();
  }
}

/**
 * Rewrites a waiting job's data in Redis, as anyone who can write to the queue's Redis can:
 * what a worker then takes is the edited job.
 */
export async function editQueuedJob(
  at: QueuedJobAddress,
  edit: (data: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const data = await queuedJobData(at);
  if (data === null) throw new Error(`no queued job ${at.generationId}`);
  const redis = new Redis(at.redisUrl, { lazyConnect: true });
  try {
    await redis.hset(jobKey(at), 'data', JSON.stringify(edit(data)));
  } finally {
    redis.disconnect();
  }
}
