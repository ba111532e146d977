import type { AppRouteHandler } from '../../lib/types';
import { type HealthRoute, NOT_READY_MESSAGE, type ReadyRoute } from './health.routes';

export const health: AppRouteHandler<HealthRoute> = (c) => c.json({ status: 'ok' as const }, 200);

export const ready: AppRouteHandler<ReadyRoute> = async (c) => {
  const report = await c.var.deps.readiness.check();
  if (report.ready) return c.json(report, 200);
  return c.json(
    { error: 'service_unavailable' as const, message: NOT_READY_MESSAGE, ...report },
    503,
  );
};
