import type { AppRouteHandler } from '../../lib/types';
import type { HealthRoute, ReadyRoute } from './health.routes';

export const health: AppRouteHandler<HealthRoute> = (c) => c.json({ status: 'ok' as const }, 200);

export const ready: AppRouteHandler<ReadyRoute> = async (c) => {
  const report = await c.var.deps.readiness.check();
  return report.ready ? c.json(report, 200) : c.json(report, 503);
};
