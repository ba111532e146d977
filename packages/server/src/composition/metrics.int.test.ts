import type { FakeGemini } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsApp } from '../lib/metrics-app';
import { grant, order, postCallback, signedCallback } from '../testing/commerce';
import { call, signUp } from '../testing/http';
import { createGeminiTestApp, geminiImage as geminiImageRequest } from '../testing/gemini-app';
import type { TestApp } from '../testing/test-app';

const geminiImage = geminiImageRequest({ aspectRatio: '1:1', count: 1, upscale: false });

async function value(
  metric: { get(): Promise<{ values: { labels: object; value: number }[] }> },
  labels: object = {},
) {
  const found = (await metric.get()).values.find(
    (v) => JSON.stringify(v.labels) === JSON.stringify(labels),
  );
  return found?.value ?? 0;
}

describe('business metrics through the real composition root', () => {
  let fake: FakeGemini;
  let t: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, fake, close } = await createGeminiTestApp('sqlite'));
  });
  afterAll(() => close?.());

  it('counts generations by kind, model and outcome, and each refund once', async () => {
    const metrics = t.container.metrics;
    const user = await signUp(t);
    await grant(t, user.userId, 100);
    const demo = await call(t, 'POST', '/api/generate/image', {
      token: user.token,
      json: { prompt: 'a red fox', size: '512x512', style: 'cartoon', count: 1 },
    });
    expect(demo.status, demo.text).toBe(200);
    const ok = await call(t, 'POST', '/api/gemini/generate/image', {
      token: user.token,
      json: geminiImage,
    });
    expect(ok.status, ok.text).toBe(200);
    fake.script({ status: 400, message: 'bad request' });
    const failed = await call(t, 'POST', '/api/gemini/generate/image', {
      token: user.token,
      json: geminiImage,
    });
    expect(failed.status, failed.text).toBe(502);

    expect(
      await value(metrics.generations, { kind: 'image', model: 'demo', outcome: 'completed' }),
    ).toBe(1);
    expect(
      await value(metrics.generations, { kind: 'image', model: 'gemini', outcome: 'completed' }),
    ).toBe(1);
    expect(
      await value(metrics.generations, { kind: 'image', model: 'gemini', outcome: 'failed' }),
    ).toBe(1);
    expect(await value(metrics.refunds)).toBe(1);
  });

  it('counts a paid order once however many callbacks arrive', async () => {
    const metrics = t.container.metrics;
    const user = await signUp(t);
    const pending = await order(t, user.token, 100, 'GBP');
    const body = signedCallback({
      orderId: pending.orderId,
      amount: pending.amount,
      currencyCode: 'GBP',
    });
    const answers = await Promise.all([postCallback(t, body), postCallback(t, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await value(metrics.paymentsCredited, { currency: 'GBP' })).toBe(1);
    expect(await value(metrics.creditsPurchased)).toBe(100);
  });

  it('serves everything in the Prometheus text format on the metrics app', async () => {
    const res = await createMetricsApp(t.container.metrics).request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /^lumen_generations_total\{kind="image",model="gemini",outcome="failed"\} 1$/m,
    );
    expect(text).toMatch(/^lumen_refunds_total 1$/m);
    expect(text).toMatch(/^lumen_payments_credited_total\{currency="GBP"\} 1$/m);
    expect(text).toMatch(/^lumen_redis_fallback 0$/m);
    expect(text).toContain('# TYPE lumen_http_request_duration_seconds histogram');
  });
});
