import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, PASSWORD, signUp } from '../testing/http';
import { collectingLogger } from '../testing/logs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UNMATCHED_ROUTE } from './request-log';

describe('request log and request metrics', () => {
  let t: TestApp;
  const { logger, lines } = collectingLogger();
  const logged = () => lines.map((line) => JSON.parse(line));

  beforeAll(async () => {
    const base = await createTestApp('sqlite');
    t = { ...base, app: createApp({ ...base.container.deps, logger }) };
  });
  afterAll(() => t?.close());

  it('writes one line per request: id, method, route pattern, status, duration, user id', async () => {
    const user = await signUp(t);
    const res = await call(t, 'GET', '/api/transactions', { token: user.token });
    expect(res.status).toBe(200);
    const line = logged().find((l) => l.route === '/api/transactions');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/transactions',
      status: 200,
      userId: user.userId,
      reqId: res.headers.get('x-request-id'),
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    const signup = logged().find((l) => l.route === '/api/auth/signup');
    expect(signup).toMatchObject({ status: 201 });
    expect(signup).not.toHaveProperty('userId');
  });

  it('never writes a password, a bearer token or a query string', async () => {
    lines.length = 0;
    const user = await signUp(t);
    await call(t, 'POST', '/api/auth/login', { json: { email: user.email, password: PASSWORD } });
    await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: 'Wrong-Password-123' },
    });
    await call(t, 'GET', '/api/auth/me', { token: user.token });
    await call(t, 'GET', '/pay/demo/order_1_abc?token=payment-link-secret');
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [PASSWORD, 'Wrong-Password-123', user.token, 'payment-link-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(logged().find((l) => l.route === '/api/auth/me')).toMatchObject({
      userId: user.userId,
    });
  });

  it('counts requests and latency by route pattern and status, unknown paths under one label', async () => {
    const user = await signUp(t);
    await call(t, 'DELETE', '/api/billing-profiles/00000000-0000-4000-8000-000000000000', {
      token: user.token,
    });
    await call(t, 'GET', '/api/no-such-thing-1');
    await call(t, 'GET', '/api/no-such-thing-2');
    const metrics = t.container.metrics;
    const counts = (await metrics.httpRequests.get()).values;
    expect(counts).toContainEqual(
      expect.objectContaining({
        labels: { method: 'DELETE', route: '/api/billing-profiles/:id', status: '404' },
        value: 1,
      }),
    );
    expect(counts).toContainEqual(
      expect.objectContaining({
        labels: { method: 'GET', route: UNMATCHED_ROUTE, status: '404' },
        value: 2,
      }),
    );
    expect(counts.some((c) => String(c.labels.route).includes('no-such-thing'))).toBe(false);
    const durations = (await metrics.httpDuration.get()).values;
    expect(
      durations.find(
        (d) =>
          d.metricName === 'lumen_http_request_duration_seconds_count' &&
          d.labels.route === '/api/auth/signup' &&
          d.labels.status === '201',
      )?.value,
    ).toBeGreaterThanOrEqual(1);
    const text = (await metrics.render()).body;
    expect(text).toContain(
      'lumen_http_requests_total{method="POST",route="/api/auth/signup",status="201"}',
    );
  });
});
