import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { order } from '../testing/commerce';
import { call, PASSWORD, signUp } from '../testing/http';
import { fillLibrary } from '../testing/library';
import { collectingLogger } from '../testing/logs';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
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
      status: 200,
      userId: user.userId,
      reqId: res.headers.get('x-request-id'),
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(line).not.toHaveProperty('path');
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
  it('never writes a secret that travels in the path: share tokens, order ids, media keys', async () => {
    const user = await signUp(t);
    const library = await fillLibrary(t, user);
    const made = await call(t, 'POST', '/api/shares', {
      token: user.token,
      json: { itemType: 'image', itemId: library.imageId, expiresIn: '7d' },
    });
    expect(made.status, made.text).toBe(201);
    const shareToken = (made.body.url as string).slice(`${TEST_PUBLIC_URL}/s/`.length);
    const unknownToken = 'NoSuchShareTokenButStillASecret_0123456789';
    const pending = await order(t, user.token);
    lines.length = 0;
    expect((await call(t, 'GET', pending.pagePath)).status).toBe(200);
    expect((await call(t, 'GET', `/s/${shareToken}`)).status).toBe(200);
    expect((await call(t, 'GET', `/s/${shareToken}/image`)).status).toBe(200);
    expect((await call(t, 'GET', `/api/public/shares/${shareToken}`)).status).toBe(200);
    expect((await call(t, 'GET', `/s/${unknownToken}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/public/shares/${unknownToken}`)).status).toBe(404);
    const media = library.imageUrl;
    expect((await call(t, 'GET', media)).status).toBe(200);
    // A page of the web app whose address carries a secret (no route of its own: the fallback).
    await call(t, 'GET', `/verify-email/${unknownToken}x`);
    expect(lines.length).toBeGreaterThanOrEqual(8);
    const text = lines.join('\n');
    const mediaKey = media.split('/').at(-1) ?? media;
    for (const secret of [shareToken, unknownToken, mediaKey, pending.orderId, pending.token]) {
      expect(text).not.toContain(secret);
    }
    const routes = logged().map((l) => l.route);
    expect(routes).toEqual(
      expect.arrayContaining(['/s/:token', '/s/:token/image', '/api/public/shares/:token']),
    );
  });
});
