import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithCuttableRedis } from '../../faults/cuttable-redis';
import type { TcpProxy } from '../../faults/tcp-proxy';
import { call } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

describe('GET /api/health and /api/ready on the embedded profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('health: the process answers, uncached', async () => {
    const res = await call(t, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ready while the database answers (Redis not configured: skipped), 503 once draining', async () => {
    const ready = await call(t, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      ready: true,
      draining: false,
      checks: { database: 'ok', redis: 'skipped' },
    });
    t.container.readiness.drain();
    const draining = await call(t, 'GET', '/api/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({
      error: 'service_unavailable',
      message: 'Not ready for traffic',
      ready: false,
      draining: true,
      checks: { database: 'ok', redis: 'skipped' },
    });
    // Liveness is not readiness: a draining process is still alive.
    expect((await call(t, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('GET /api/ready on MariaDB and Redis (Redis through a proxy the test cuts)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, proxy, close } = await createAppWithCuttableRedis());
  });
  afterAll(() => close?.());

  it('ready when both answer; 503 with redis failed and the fallback gauge at 1 while Redis is away', async () => {
    const ready = await call(t, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok', redis: 'ok' });
    const gauge = async () =>
      (await t.container.metrics.registry.getSingleMetric('lumen_redis_fallback')?.get())?.values[0]
        ?.value;
    expect(await gauge()).toBe(0);

    proxy.set('refuse');
    const down = await waitFor(
      () => call(t, 'GET', '/api/ready'),
      (res) => res.status === 503,
    );
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      error: 'service_unavailable',
      message: 'Not ready for traffic',
      ready: false,
      draining: false,
      checks: { database: 'ok', redis: 'failed' },
    });
    expect(await waitFor(gauge, (v) => v === 1)).toBe(1);

    proxy.set('forward');
    const back = await waitFor(
      () => call(t, 'GET', '/api/ready'),
      (res) => res.status === 200,
    );
    expect(back.body.checks).toEqual({ database: 'ok', redis: 'ok' });
    expect(await waitFor(gauge, (v) => v === 0)).toBe(0);
  });
});
