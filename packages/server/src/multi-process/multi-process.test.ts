import path from 'node:path';
import { type Database, openDatabase } from '@lumen/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingInfo,
  signedCallback,
  TEST_CALLBACK_SECRET,
} from '../routes/payments/commerce-test-helpers';
import { PASSWORD } from '../testing/http';
import { remoteCall } from '../testing/remote';
import { type ServerProcess, startServerProcess } from '../testing/server-process';
import { type SharedServices, startSharedServices } from '../testing/shared-services';
import { waitFor } from '../testing/wait-for';

// The scale-out shape with real OS processes: two API servers (`main.ts`, each on its own port
// and its own DATA_DIR) over one MariaDB database, one Redis key prefix and one S3 bucket.

const http = (
  server: ServerProcess,
  method: string,
  route: string,
  options: Parameters<typeof remoteCall>[3] = {},
) => remoteCall(server.url, method, route, options);

describe('two API processes on one MariaDB, one Redis and one S3 bucket', () => {
  let shared: SharedServices;
  let db: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    shared = await startSharedServices('proc');
    const { mysql, redis, s3, dataDirs } = shared;
    const env = (dataDir: string) => ({
      ...s3.env,
      DATA_DIR: dataDir,
      DATABASE_URL: mysql.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      PAYMENT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
      PUBLIC_URL: 'http://lumen.test',
      TRUSTED_PROXY: '1',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    // Both start together: the migrations' lock lets one apply them while the other waits.
    [a, b] = await Promise.all(
      dataDirs.map((dir) => startServerProcess(env(dir))) as [
        Promise<ServerProcess>,
        Promise<ServerProcess>,
      ],
    );
    db = openDatabase({ url: mysql.url });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await shared?.close();
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
    const me = await http(b, 'GET', '/api/auth/me', { token: user.token });
    expect(me.body.user.credits_balance).toBeGreaterThanOrEqual(100);
  });

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
