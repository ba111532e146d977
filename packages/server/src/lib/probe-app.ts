import { Hono } from 'hono';
import type { Readiness } from '../composition/readiness';
import { NOT_READY_MESSAGE } from '../routes/health/health.routes';

/**
 * A worker process's only HTTP: the liveness and readiness probes, with the API's paths and
 * answers, so one HEALTHCHECK and one orchestrator probe fit every role.
 */
export function createProbeApp(readiness: Readiness): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ status: 'ok' }, 200));
  app.get('/api/ready', async (c) => {
    const report = await readiness.check();
    if (report.ready) return c.json(report, 200);
    return c.json({ error: 'service_unavailable', message: NOT_READY_MESSAGE, ...report }, 503);
  });
  return app;
}
