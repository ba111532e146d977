import { existsSync } from 'node:fs';
import path from 'node:path';
import { ledgerSum, type S3Peer, type TestRedis } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { buildContainer, type Container } from '../container';
import { billingInfo, grant, signedCallback, TEST_CALLBACK_SECRET } from '../testing/commerce';
import { type Listening, listen } from '../security/support';
import { type BodyOf, PASSWORD } from '../testing/http';
import { type Reply, remoteCall } from '../testing/remote';
import { type SharedServices, startSharedServices } from '../testing/shared-services';
import { cheapHasher, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';

// Two instances: two composition roots (separate in-process state, each on its own
// port) over one MariaDB database and one Redis key prefix — the scale-out shape. Nothing two
// instances must agree on may live in one process.

interface Instance {
  readonly name: string;
  readonly container: Container;
  readonly server: Listening;
  readonly dataDir: string;
}

async function startInstance(
  name: string,
  databaseUrl: string,
  redis: TestRedis,
  dataDir: string,
  s3: S3Peer,
) {
  // Each instance has its own DATA_DIR; the media live in one S3 bucket (a real S3 protocol peer).
  const config = loadConfig({
    ...s3.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    PAYMENT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
    TRUSTED_PROXY: '1',
    // New accounts start empty, as in the test app: these balances are bought or granted.
    TRIAL_CREDITS: '0',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
  });
  const container = buildContainer(config, {
    hasher: cheapHasher(),
    redisKeyPrefix: redis.keyPrefix,
  });
  await container.cache.ready();
  await container.migrate();
  const server = await listen(createApp(container.deps));
  return { name, container, server, dataDir } satisfies Instance;
}

const http = <M extends string, P extends string>(
  instance: Instance,
  method: M,
  url: P,
  options: Parameters<typeof remoteCall>[3] = {},
): Promise<Reply<BodyOf<M, P>>> => remoteCall(instance.server.url, method, url, options);

let counter = 0;
async function signUpOn(instance: Instance) {
  const email = `two-${++counter}-${Date.now()}@example.com`;
  const res = await http(instance, 'POST', '/api/auth/signup', {
    ip: `10.2.0.${counter % 250}`,
    json: { email, password: PASSWORD, full_name: 'Two Instances', language: 'en' },
  });
  expect(res.status).toBe(201);
  const me = await http(instance, 'GET', '/api/auth/me', { token: res.body.token });
  return { email, token: res.body.token as string, userId: me.body.user.id as string };
}

describe('two instances on one MariaDB and one Redis', () => {
  let shared: SharedServices;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    shared = await startSharedServices('two');
    const { mysql, redis, s3, dataDirs } = shared;
    a = await startInstance('a', mysql.url, redis, dataDirs[0], s3);
    b = await startInstance('b', mysql.url, redis, dataDirs[1], s3);
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.server.close();
      await instance.container.close();
    }
    await shared?.close();
  });

  /** The shape the commerce helpers take: instance A's container. */
  const asTestApp = (instance: Instance) =>
    ({ container: instance.container }) as unknown as TestApp;

  it('login limits are shared: per account and per IP, whichever instance is asked', async () => {
    const user = await signUpOn(a);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await http(i % 2 ? b : a, 'POST', '/api/auth/login', {
        ip: `10.3.0.${i + 1}`,
        json: { email: user.email, password: `Wrong-${i}-Aa1` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const onA = await http(a, 'POST', '/api/auth/login', {
      ip: '10.3.0.99',
      json: { email: user.email, password: PASSWORD },
    });
    expect(onA.status).toBe(429);
    expect(Number(onA.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = '10.4.4.4';
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await http(i % 2 ? a : b, 'POST', '/api/auth/login', {
        ip,
        json: { email: `ip-${i}@example.com`, password: 'whatever' },
      });
      perIp.push(res.status);
    }
    expect(perIp.filter((s) => s === 401)).toHaveLength(20);
    expect(perIp.at(-1)).toBe(429);
  });

  it('the sign-up limit (10 an hour per address) is shared: the 11th is refused on either', async () => {
    const ip = '10.5.5.5';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await http(i % 2 ? b : a, 'POST', '/api/auth/signup', {
        ip,
        json: {
          email: `many-${i}-${Date.now()}@example.com`,
          password: PASSWORD,
          full_name: 'Many Signups',
          language: 'en',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a session made on A works on B, and a sign-out on B kills it on A at once', async () => {
    const user = await signUpOn(a);
    const login = await http(b, 'POST', '/api/auth/login', {
      ip: '10.5.0.1',
      json: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    // Both instances have looked the token up (and cached it in Redis).
    expect((await http(a, 'GET', '/api/auth/me', { token: login.body.token })).status).toBe(200);
    expect((await http(b, 'GET', '/api/auth/me', { token: login.body.token })).status).toBe(200);
    expect((await http(b, 'POST', '/api/auth/logout', { token: login.body.token })).status).toBe(
      204,
    );
    expect((await http(a, 'GET', '/api/auth/me', { token: login.body.token })).status).toBe(401);
  });

  it('quote on A, checkout on B, payment through A, status poll on B sees it; B hears the event', async () => {
    const user = await signUpOn(a);
    const heard: unknown[] = [];
    const unsubscribe = b.container.cache.eventBus.subscribe('payment.credited', (event) => {
      heard.push(event);
    });
    try {
      const q = await http(a, 'POST', '/api/currency/quote', {
        token: user.token,
        json: { credits: 300, currency: 'USD' },
      });
      expect(q.status).toBe(200);
      const checkout = await http(b, 'POST', '/api/checkout/initiate', {
        token: user.token,
        json: { quoteId: q.body.quote.id, billingInfo: billingInfo() },
      });
      expect(checkout.status).toBe(201);
      const orderId = checkout.body.orderId as string;
      const pending = await http(b, 'GET', `/api/payments/status?orderId=${orderId}`, {
        token: user.token,
      });
      expect(pending.body).toMatchObject({ status: 'pending', credited: false });

      const callback = await http(a, 'POST', '/api/payments/callback', {
        json: signedCallback({
          orderId,
          amount: q.body.quote.convertedAmount,
          currencyCode: 'USD',
        }),
      });
      expect(callback.status).toBe(200);
      const polled = await http(b, 'GET', `/api/payments/status?orderId=${orderId}`, {
        token: user.token,
      });
      expect(polled.body).toMatchObject({
        orderId,
        status: 'completed',
        credited: true,
        credits: 300,
        credits_balance: 300,
      });
      const deadline = Date.now() + 3_000;
      while (heard.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard).toEqual([
        expect.objectContaining({ type: 'payment.credited', orderId, credits: 300 }),
      ]);
    } finally {
      unsubscribe();
    }
  });

  /** A new account on `instance` with one demo image made there (credits granted for it). */
  async function imageMadeOn(instance: Instance, prompt: string) {
    const user = await signUpOn(instance);
    await grant(asTestApp(instance), user.userId, 10);
    const made = await http(instance, 'POST', '/api/generate/image', {
      token: user.token,
      json: { prompt, size: '512x512', style: 'cartoon', count: 1 },
    });
    expect(made.status).toBe(200);
    return { user, url: made.body.images[0] as string };
  }

  it('media live in the shared bucket: an image made on A is served by B, byte for byte', async () => {
    const { user, url } = await imageMadeOn(a, 'a shared lighthouse');
    const [fromA, fromB] = await Promise.all([a, b].map((i) => fetch(`${i.server.url}${url}`)));
    for (const res of [fromA, fromB]) {
      expect(res?.status, url).toBe(200);
      expect(res?.headers.get('content-type')).toBe('image/png');
      expect(res?.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
    const [bytesA, bytesB] = await Promise.all([fromA, fromB].map((r) => r?.arrayBuffer()));
    expect(
      Buffer.from(bytesB ?? new ArrayBuffer(0)).equals(Buffer.from(bytesA ?? new ArrayBuffer(0))),
    ).toBe(true);
    expect(await b.container.deps.mediaStore.owns(url, user.userId)).toBe(true);
    // Nothing on either instance's disk: the bucket is the only copy.
    expect(shared.dataDirs.some((dir) => existsSync(path.join(dir, 'media')))).toBe(false);
  });

  it('an account deleted on B: its sessions die on A at once and its media leave the bucket', async () => {
    const { user, url } = await imageMadeOn(a, 'a leaving lighthouse');
    // A has the session cached in Redis, and serves the picture from the bucket.
    expect((await http(a, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await fetch(`${a.server.url}${url}`)).status).toBe(200);

    const deleted = await http(b, 'DELETE', '/api/account', {
      token: user.token,
      json: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect((await http(a, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await fetch(`${a.server.url}${url}`)).status).toBe(404);
    const key = a.container.deps.mediaStore.keyOf(url);
    expect(key && (await a.container.deps.mediaStore.get(key))).toBeNull();
  });

  it('40 concurrent generations spread over both, on a balance covering 7: never overspent', async () => {
    const user = await signUpOn(b);
    await grant(asTestApp(a), user.userId, 14);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        http(i % 2 ? a : b, 'POST', '/api/generate/image', {
          token: user.token,
          json: { prompt: `race ${i}`, size: '512x512', style: 'cartoon', count: 1 },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 402)).toHaveLength(33);
    const me = await http(a, 'GET', '/api/auth/me', { token: user.token });
    expect(me.body.user.credits_balance).toBe(0);
    expect(await ledgerSum(a.container.db, user.userId)).toBe(0);
    // Both list the same 7 completed generations, and serve each other's images.
    for (const instance of [a, b]) {
      const list = await http(instance, 'GET', '/api/generations', { token: user.token });
      expect(
        list.body.generations.filter((g: { status: string }) => g.status === 'completed'),
      ).toHaveLength(7);
    }
    const made = answers.filter((r) => r.status === 200).map((r) => r.body.images[0] as string);
    for (const [i, url] of made.entries()) {
      const res = await fetch(`${(i % 2 ? a : b).server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      await res.arrayBuffer();
    }
  });
});
