import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@lumen/adapters';
import { type FakeGemini, ledgerSum, startFakeGemini } from '@lumen/adapters/testing';
import { imageCost } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfo, signedCallback, TEST_CALLBACK_SECRET } from '../testing/commerce';
import { geminiImage } from '../testing/gemini-app';
import { PASSWORD } from '../testing/http';
import { remoteCall } from '../testing/remote';
import { type ServerProcess, startServerProcess } from '../testing/server-process';
import { type SharedServices, startSharedServices } from '../testing/shared-services';
import { waitFor } from '../testing/wait-for';

// The scale-out shape with real OS processes: two API servers (`main.ts` with ROLE=api, each on
// its own port and its own DATA_DIR) and a generation worker (ROLE=worker) over one MariaDB
// database, one Redis key prefix and one S3 bucket. The gemini model is a local fake whose calls
// the test can hold, so a worker can be killed in the middle of a job.

const http = <M extends string, P extends string>(
  server: ServerProcess,
  method: M,
  route: P,
  options: Parameters<typeof remoteCall>[3] = {},
) => remoteCall(server.url, method, route, options);

/** A worker notices a dead worker's job after about twice this (lock, then stalled check). */
const JOB_LOCK_MS = 2_000;
/** The discard port: nothing listens there, so a connection is refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('two API processes and a worker on one MariaDB, one Redis and one S3 bucket', () => {
  let shared: SharedServices;
  let db: Database;
  let gemini: FakeGemini;
  let a: ServerProcess;
  let b: ServerProcess;
  let worker: ServerProcess;
  let workerDir: string;
  let env: (dataDir: string) => Record<string, string>;
  // The API processes' gemini endpoint refuses connections: only the worker reaches the model,
  // so a generation that succeeds ran on the worker.
  const api = (dir: string) => ({ ...env(dir), ROLE: 'api', GEMINI_API_BASE_URL: UNREACHABLE });
  const startWorker = () =>
    startServerProcess({
      ...env(workerDir),
      ROLE: 'worker',
      GENERATION_JOB_LOCK_MS: String(JOB_LOCK_MS),
    });

  beforeAll(async () => {
    shared = await startSharedServices('proc');
    gemini = await startFakeGemini();
    workerDir = mkdtempSync(path.join(tmpdir(), 'lumen-proc-worker-'));
    const { mysql, redis, s3 } = shared;
    env = (dataDir: string) => ({
      ...s3.env,
      DATA_DIR: dataDir,
      DATABASE_URL: mysql.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      PAYMENT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
      PUBLIC_URL: 'http://lumen.test',
      TRUSTED_PROXY: '1',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      GEMINI_API_KEY: gemini.apiKey,
      GEMINI_API_BASE_URL: gemini.url,
      // Every test signs its own user up from this one address: the hourly limit is not what
      // these tests are about.
      SIGNUP_LIMIT_PER_HOUR: '1000',
    });
    // All start together: the migrations' lock lets one apply them while the others wait.
    const [dirA, dirB] = shared.dataDirs;
    [a, b, worker] = await Promise.all([
      startServerProcess(api(dirA)),
      startServerProcess(api(dirB)),
      startWorker(),
    ]);
    db = openDatabase({ url: mysql.url });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
    await db?.close();
    await gemini?.close();
    await shared?.close();
    if (workerDir) rmSync(workerDir, { recursive: true, force: true });
  });

  async function signUpOn(server: ServerProcess) {
    const email = `proc-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await http(server, 'POST', '/api/auth/signup', {
      json: { email, password: PASSWORD, full_name: 'Ada Lovelace', language: 'en' },
    });
    expect(res.status).toBe(201);
    const me = await http(server, 'GET', '/api/auth/me', { token: res.body.token });
    return { token: res.body.token as string, userId: me.body.user.id as string };
  }

  it('an image generated through A is served by B, byte for byte', async () => {
    const user = await signUpOn(a);
    const granted = await db.creditLedger.adjust({
      userId: user.userId,
      reference: `proc-${user.userId}`,
      credits: 10,
      reason: 'test grant',
    });
    expect(granted.ok).toBe(true);
    const made = await http(a, 'POST', '/api/generate/image', {
      token: user.token,
      json: {
        prompt: 'a lighthouse between processes',
        size: '512x512',
        style: 'cartoon',
        count: 1,
      },
    });
    expect(made.status).toBe(200);
    const url = made.body.images[0] as string;
    const [fromA, fromB] = await Promise.all([a, b].map((s) => fetch(`${s.url}${url}`)));
    expect(fromB?.status).toBe(200);
    expect(fromB?.headers.get('content-type')).toBe('image/png');
    const [bytesA, bytesB] = await Promise.all(
      [fromA, fromB].map(async (r) => Buffer.from((await r?.arrayBuffer()) ?? new ArrayBuffer(0))),
    );
    expect(bytesB?.length).toBeGreaterThan(0);
    expect(bytesB?.equals(bytesA ?? Buffer.alloc(0))).toBe(true);
  });

  it('a video started through A runs on the worker; B reads its progress and serves the MP4', async () => {
    const user = await signUpOn(a);
    const granted = await db.creditLedger.adjust({
      userId: user.userId,
      reference: `proc-video-${user.userId}`,
      credits: 5,
      reason: 'test grant',
    });
    expect(granted.ok).toBe(true);
    const before = await ledgerSum(db, user.userId);
    const started = await http(a, 'POST', '/api/generate/video', {
      token: user.token,
      json: { prompt: 'a lighthouse between processes', durationSeconds: 4, aspectRatio: '16:9' },
    });
    expect(started.status).toBe(202);
    const id = started.body.generationId as string;
    const seen: number[] = [];
    const done = await waitFor(
      async () => {
        const res = await http(b, 'GET', `/api/generations/${id}`, { token: user.token });
        expect(res.status).toBe(200);
        seen.push(res.body.progress as number);
        return res.body;
      },
      (body) => body.status !== 'pending',
      120_000,
    );
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    // Read on B from the job's progress in Redis (the worker writes it), never backwards; how
    // many figures a poll catches depends on the machine's speed, so only their order is checked.
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    const file = await fetch(`${b.url}${done.video?.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(await ledgerSum(db, user.userId)).toBe(before - 5);
  });

  it('a payment completed through A is seen by a status poll on B', async () => {
    const user = await signUpOn(b);
    const quote = await http(a, 'POST', '/api/currency/quote', {
      token: user.token,
      json: { credits: 100, currency: 'EUR' },
    });
    expect(quote.status).toBe(200);
    const checkout = await http(a, 'POST', '/api/checkout/initiate', {
      token: user.token,
      json: { quoteId: quote.body.quote.id, billingInfo: billingInfo() },
    });
    expect(checkout.status).toBe(201);
    const orderId = checkout.body.orderId as string;
    const callback = await http(a, 'POST', '/api/payments/callback', {
      json: signedCallback({
        orderId,
        amount: quote.body.quote.convertedAmount,
        currencyCode: 'EUR',
      }),
    });
    expect(callback.status).toBe(200);
    const polled = await waitFor(
      () => http(b, 'GET', `/api/payments/status?orderId=${orderId}`, { token: user.token }),
      (res) => res.body?.credited === true,
    );
    expect(polled.body).toMatchObject({ orderId, credited: true });
    // B's view of the user may be up to 1 s old (its current-user cache): wait for the credit.
    const me = await waitFor(
      () => http(b, 'GET', '/api/auth/me', { token: user.token }),
      (res) => res.body?.user?.credits_balance >= 100,
    );
    expect(me.body.user.credits_balance).toBeGreaterThanOrEqual(100);
  });

  async function grantTo(userId: string, credits: number) {
    const granted = await db.creditLedger.adjust({
      userId,
      reference: `proc-${userId}-${credits}`,
      credits,
      reason: 'test grant',
    });
    expect(granted.ok).toBe(true);
  }

  /** The user's generation entries by kind, oldest first (grants left out). */
  async function ledgerKinds(userId: string) {
    const page = await db.creditLedger.entries({ userId, page: 1, limit: 100 });
    return [...page.items]
      .reverse()
      .map((entry) => entry.kind)
      .filter((kind) => kind === 'generation_debit' || kind === 'refund');
  }

  const heldImage = geminiImage({ aspectRatio: '1:1', count: 1, upscale: false });

  /** Waits until the model holds `count` calls. */
  async function modelHolds(count = 1) {
    await waitFor(
      async () => gemini.held(),
      (held) => held >= count,
      120_000,
    );
  }

  /**
   * A user (signed up through `signUpServer`) with 50 credits more, and an image generation
   * through `server` that the model holds (wait for it with `modelHolds`); `before` is the
   * balance before it.
   */
  async function heldGeneration(server: ServerProcess, signUpServer = server) {
    const user = await signUpOn(signUpServer);
    await grantTo(user.userId, 50);
    const before = await db.creditLedger.balance(user.userId);
    gemini.always('held');
    const answer = http(server, 'POST', '/api/gemini/generate/image', {
      token: user.token,
      json: heldImage,
    });
    return { user, before, answer };
  }

  /** The generation completed once: one debit, the balance down by what it cost. */
  async function expectChargedOnce(
    user: { token: string; userId: string },
    before: number,
    cost: number,
  ) {
    const generations = await http(b, 'GET', '/api/generations', { token: user.token });
    expect(generations.body.generations.map((g: { status: string }) => g.status)).toEqual([
      'completed',
    ]);
    expect(await ledgerKinds(user.userId)).toEqual(['generation_debit']);
    expect(await db.creditLedger.balance(user.userId)).toBe(before - cost);
    expect(await ledgerSum(db, user.userId)).toBe(before - cost);
  }

  it('the API only enqueues: the generation runs on the worker process', async () => {
    const user = await signUpOn(b);
    await grantTo(user.userId, 50);
    const made = await http(b, 'POST', '/api/gemini/generate/image', {
      token: user.token,
      json: heldImage,
    });
    expect(made.status).toBe(200);
    expect(made.body.images).toHaveLength(1);
    expect(gemini.requests.length).toBeGreaterThan(0);
    const fromA = await fetch(`${a.url}${made.body.images[0]}`);
    expect(fromA.status).toBe(200);
  });

  it('a worker killed mid-job: the next worker takes the job again and completes it, charged once', async () => {
    const { user, before, answer } = await heldGeneration(a);
    await modelHolds();
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBe('SIGKILL');
    gemini.always(null);
    gemini.release();
    worker = await startWorker();
    const made = await answer;
    expect(made.status).toBe(200);
    expect(made.body.images).toHaveLength(1);
    await expectChargedOnce(user, before, made.body.creditsUsed);
  }, 180_000);

  it('a worker killed mid-edit: the next worker reads the source again and completes the edit once', async () => {
    const user = await signUpOn(a);
    await grantTo(user.userId, 50);
    gemini.always(null);
    const made = await http(a, 'POST', '/api/gemini/generate/image', {
      token: user.token,
      json: heldImage,
    });
    expect(made.status).toBe(200);
    const source = made.body.images[0] as string;
    const before = await db.creditLedger.balance(user.userId);
    const sentBefore = gemini.requests.length;
    gemini.always('held');
    const answer = http(b, 'POST', '/api/generate/edit', {
      token: user.token,
      json: {
        prompt: 'add falling snow',
        source: { url: source },
        size: '512x512',
        model: 'gemini',
      },
    });
    await modelHolds();
    worker.child.kill('SIGKILL');
    expect(await worker.exited).toBe('SIGKILL');
    gemini.always(null);
    gemini.release();
    worker = await startWorker();
    const edited = await answer;
    expect(edited.status).toBe(200);
    expect(edited.body.images).toHaveLength(1);
    // The held call, and the one retry on the next worker: each sent the source's picture.
    const sent = gemini.requests.slice(sentBefore);
    expect(sent.length).toBe(2);
    for (const request of sent) {
      expect(request.body.contents[0].parts[0].inlineData.mimeType).toBe('image/png');
    }
    const generations = await http(b, 'GET', '/api/generations', { token: user.token });
    expect(generations.body.generations.map((g: { status: string }) => g.status)).toEqual([
      'completed',
      'completed',
    ]);
    expect(await ledgerKinds(user.userId)).toEqual(['generation_debit', 'generation_debit']);
    expect(await db.creditLedger.balance(user.userId)).toBe(before - edited.body.creditsUsed);
  }, 180_000);

  it('a worker stopped (SIGTERM) mid-job hands the job back: another worker process completes it, charged once', async () => {
    const { user, before, answer } = await heldGeneration(b);
    await modelHolds();
    // A second worker, idle: the job is locked by the first one, which is alive.
    const next = await startWorker();
    gemini.always(null);
    const stopping = worker;
    stopping.child.kill('SIGTERM');
    // No drain period is configured: the running job goes straight back to the queue, and the
    // worker ends cleanly, its model call still held (it is abandoned, not completed).
    expect(await stopping.exited).toBe(0);
    worker = next;
    const messages = stopping.logs.map((line) => line.msg);
    expect(
      stopping.logs.find((line) => line.msg === 'generation jobs put back on the queue'),
    ).toMatchObject({ jobs: 1 });
    expect(messages.at(-1)).toBe('stopped');
    const made = await answer;
    expect(made.status).toBe(200);
    expect(made.body.images).toHaveLength(1);
    gemini.release();
    await expectChargedOnce(user, before, made.body.creditsUsed);
  }, 180_000);

  it('an API process stopped (SIGTERM): not ready while it drains, its request in flight still completes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lumen-proc-c-'));
    // Long enough to see /api/ready answer 503 before the listener closes.
    const c = await startServerProcess({ ...api(dir), SHUTDOWN_DRAIN_MS: '3000' });
    try {
      const { user, before, answer: inFlight } = await heldGeneration(c);
      await modelHolds();
      c.child.kill('SIGTERM');
      const draining = await waitFor(
        () => http(c, 'GET', '/api/ready'),
        (res) => res.status === 503,
      );
      expect(draining.body).toMatchObject({ ready: false, draining: true });
      // The others stay ready: a balancer sends the traffic there.
      expect((await http(b, 'GET', '/api/ready')).status).toBe(200);
      // After the drain period the listener closes; the process waits for its request.
      await waitFor(
        () =>
          fetch(`${c.url}/api/health`).then(
            () => 'served',
            () => 'refused',
          ),
        (state) => state === 'refused',
      );
      expect(c.child.exitCode).toBeNull();

      gemini.always(null);
      gemini.release();
      const made = await inFlight;
      expect(made.status).toBe(200);
      expect(made.body.images).toHaveLength(1);
      expect(await c.exited).toBe(0);
      expect(c.logs.map((line) => line.msg).at(-1)).toBe('stopped');
      await expectChargedOnce(user, before, made.body.creditsUsed);
    } finally {
      await c.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('a job whose workers die twice fails and is refunded exactly once', async () => {
    const { user, before, answer } = await heldGeneration(b, a);
    for (let death = 1; death <= 2; death++) {
      await modelHolds(death);
      worker.child.kill('SIGKILL');
      expect(await worker.exited).toBe('SIGKILL');
      worker = await startWorker();
    }
    const failed = await answer;
    gemini.always(null);
    gemini.release();
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('generation_failed');
    expect(await ledgerKinds(user.userId)).toEqual(['generation_debit', 'refund']);
    expect(await db.creditLedger.balance(user.userId)).toBe(before);
  }, 240_000);

  it('50 concurrent generations spread over both API processes never overspend', async () => {
    const user = await signUpOn(a);
    const cost = imageCost({ size: '512x512', count: 1 });
    await grantTo(user.userId, 7 * cost);
    // The sign-up's trial credits (if any) count too: the balance decides how many can run.
    const before = await db.creditLedger.balance(user.userId);
    const affordable = Math.floor(before / cost);
    expect(affordable).toBeLessThan(50);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http(i % 2 ? a : b, 'POST', '/api/generate/image', {
          token: user.token,
          json: { prompt: `race ${i}`, size: '512x512', style: 'cartoon', count: 1 },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(affordable);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50 - affordable);
    const after = await db.creditLedger.balance(user.userId);
    expect(after).toBe(before - affordable * cost);
    expect(await ledgerSum(db, user.userId)).toBe(after);
    const listed = await http(b, 'GET', '/api/generations', { token: user.token });
    expect(
      listed.body.generations.filter((g: { status: string }) => g.status === 'completed'),
    ).toHaveLength(affordable);
  }, 240_000);

  it('killing A leaves B serving: sessions, reads and generations', async () => {
    const user = await signUpOn(a);
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect((await http(b, 'GET', '/api/ready')).status).toBe(200);
    const me = await http(b, 'GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.userId);
    expect((await http(b, 'GET', '/api/generations', { token: user.token })).status).toBe(200);
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
  });
});
