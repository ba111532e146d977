import { BullmqGenerationWorker } from '@lumen/adapters';
import {
  createTestRedis,
  editQueuedJob,
  mp4Info,
  queuedJobData,
  type TestRedis,
} from '@lumen/adapters/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { call, signUp } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

// The scale-out shape in one process: the API (ROLE=api) only enqueues into BullMQ on the real
// Redis, and a worker started by the test runs the jobs with the container's own handler. Between
// the two, the job waits in Redis, where anyone who can write there can edit it: what runs, and
// what is stored, must be what was reserved and paid for.

describe('a generation job edited in Redis (MariaDB, BullMQ on Redis)', () => {
  let t: TestApp;
  let redis: TestRedis;
  let worker: BullmqGenerationWorker | undefined;
  const at = (generationId: string) => ({
    redisUrl: redis.url,
    keyPrefix: redis.keyPrefix,
    generationId,
  });

  beforeAll(async () => {
    redis = await createTestRedis();
    t = await createTestApp('mariadb', { redis, env: { ROLE: 'api' } });
  });
  afterEach(async () => {
    await worker?.close(0);
    worker = undefined;
  });
  afterAll(async () => {
    await t?.close();
    await redis?.cleanup();
  });

  function startWorker() {
    worker = new BullmqGenerationWorker({
      redisUrl: redis.url,
      keyPrefix: redis.keyPrefix,
      handler: t.container.generationJobs.handler,
    });
    return worker.ready();
  }

  const waitingJob = (generationId: string) =>
    waitFor(
      () => queuedJobData(at(generationId)),
      (data) => data !== null,
      20_000,
    );

  it('a 4 s video edited to 8 s makes the 4 s that was paid for', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 12);
    const started = await call(t, 'POST', '/api/generate/video', {
      token: user.token,
      json: { prompt: 'a lighthouse in the queue', durationSeconds: 4, aspectRatio: '16:9' },
    });
    expect(started.status).toBe(202);
    const generationId = started.body.generationId as string;
    await waitingJob(generationId);
    await editQueuedJob(at(generationId), (data) => ({
      ...data,
      input: { ...(data.input as object), durationSeconds: 8 },
      parameters: { ...(data.parameters as object), durationSeconds: 8 },
    }));
    await startWorker();
    const done = await waitFor(
      async () =>
        (await call(t, 'GET', `/api/generations/${generationId}`, { token: user.token })).body,
      (body) => body.status !== 'pending',
      120_000,
    );
    expect(done).toMatchObject({
      status: 'completed',
      creditsUsed: 5,
      video: { durationSeconds: 4 },
    });
    const file = await t.app.request(done.video?.url ?? '');
    const info = mp4Info(new Uint8Array(await file.arrayBuffer()));
    expect(info.tracks[0]?.durationSeconds).toBeCloseTo(4, 1);
    expect(await balanceOf(t, user.token)).toBe(7);
    expect(await ledgerSum(t, user.userId)).toBe(7);
  });

  it('an image job edited to more images and another prompt makes the one image paid for', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const answer = call(t, 'POST', '/api/generate/image', {
      token: user.token,
      json: { prompt: 'one red kite', size: '512x512', count: 1 },
    });
    // The request waits for its outcome while the job waits in Redis for a worker.
    const generationId = await waitFor(
      async () => {
        const [rows] = await t.container.db.sequelize.query(
          "SELECT id FROM generations WHERE user_id = :userId AND status = 'pending'",
          { replacements: { userId: user.userId } },
        );
        return (rows as { id: string }[])[0]?.id;
      },
      (id) => id !== undefined,
      20_000,
    );
    if (!generationId) throw new Error('no pending generation');
    await waitingJob(generationId);
    await editQueuedJob(at(generationId), (data) => ({
      ...data,
      input: { ...(data.input as object), prompt: 'four blue kites', count: 4 },
      parameters: { ...(data.parameters as object), count: 4 },
    }));
    await startWorker();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ creditsUsed: 2 });
    expect(res.body.images).toHaveLength(1);
    const row = await t.container.db.generations.findById(user.userId, generationId);
    expect(row?.parameters).toMatchObject({ count: 1 });
    expect(row?.parameters?.images).toHaveLength(1);
    expect(await balanceOf(t, user.token)).toBe(8);
    expect(await ledgerSum(t, user.userId)).toBe(8);
  });
});
