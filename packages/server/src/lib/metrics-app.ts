import { Hono } from 'hono';
import type { Metrics } from '../composition/metrics';

/**
 * GET /metrics in Prometheus's text format, on a listener of its own (METRICS_PORT): scrapers
 * reach it on the private network, while the public port (behind the proxy) never serves it.
 */
export function createMetricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) => {
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
  return app;
}
