import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@lumen/adapters';
import {
  createTestMysqlDatabase,
  type FakeGemini,
  startFakeGemini,
  type TestMysqlDatabase,
} from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geminiImage } from './testing/gemini-app';
import { PASSWORD } from './testing/http';
import { type ServerProcess, startServerProcess } from './testing/server-process';
import { waitFor } from './testing/wait-for';

describe('graceful shutdown of a real server process (MariaDB, a slow model)', () => {
  let mysql: TestMysqlDatabase;
  let fake: FakeGemini;
  let db: Database;
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-shutdown-'));

  beforeAll(async () => {
    mysql = await createTestMysqlDatabase();
    fake = await startFakeGemini();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: mysql.url,
      PAYMENT_CALLBACK_SECRET: 'shutdown-test-'.padEnd(64, 'x'),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      GEMINI_API_KEY: fake.apiKey,
      GEMINI_API_BASE_URL: fake.url,
      GEMINI_TIMEOUT_MS: '120000',
      // Long enough for the test to see /api/ready answer 503 before the listener closes.
      SHUTDOWN_DRAIN_MS: '3000',
    });
    db = openDatabase({ url: mysql.url });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await fake?.close();
    await mysql?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM: ready goes 503, the listener closes, the request in flight completes, exit 0', async () => {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `shutdown-${Date.now()}@example.com`,
        password: PASSWORD,
        full_name: 'Grace Hopper',
        language: 'en',
      }),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const me = (await (
      await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { user: { id: string } };
    const granted = await db.creditLedger.adjust({
      userId: me.user.id,
      reference: `shutdown-${me.user.id}`,
      credits: 100,
      reason: 'test grant',
    });
    expect(granted.ok).toBe(true);

    // A generation the model holds: in flight when the signal arrives.
    fake.script('held');
    const inFlight = fetch(`${server.url}/api/gemini/generate/image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(geminiImage({ aspectRatio: '1:1', count: 1, upscale: false })),
    });
    await waitFor(
      async () => fake.held(),
      (held) => held === 1,
    );

    server.child.kill('SIGTERM');
    const draining = await waitFor(
      () =>
        fetch(`${server.url}/api/ready`).then(async (r) => ({
          status: r.status,
          body: await r.json(),
        })),
      (r) => r.status === 503,
    );
    expect(draining.body).toMatchObject({ ready: false, draining: true });
    // After the drain period no new connection is accepted...
    await waitFor(
      () =>
        fetch(`${server.url}/api/health`).then(
          () => 'served',
          () => 'refused',
        ),
      (state) => state === 'refused',
    );
    expect(server.child.exitCode).toBeNull();

    // ...but the request in flight still gets its whole answer.
    fake.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: string[]; remainingCredits: number };
    expect(body.images).toHaveLength(1);

    expect(await server.exited).toBe(0);
    const messages = server.logs.map((line) => line.msg);
    expect(messages).toContain('shutting down: draining');
    expect(messages.at(-1)).toBe('stopped');
    const generated = server.logs.find((line) => line.route === '/api/gemini/generate/image');
    expect(generated).toMatchObject({ status: 200, userId: me.user.id });
    expect(messages.indexOf('stopped')).toBeGreaterThan(server.logs.indexOf(generated));
    // The debit stands (completed, not refunded): the database was closed after the work.
    expect(await db.creditLedger.balance(me.user.id)).toBe(body.remainingCredits);
  });
});
