import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../../lib/route-helpers';

const CheckStateSchema = z
  .enum(['ok', 'failed', 'skipped'])
  .openapi({ description: '`skipped`: this deployment does not use it (Redis unset)' });

const ReadinessSchema = z
  .object({
    ready: z.boolean(),
    draining: z
      .boolean()
      .openapi({ description: 'Shutting down: finishing the requests in flight' }),
    checks: z.object({ database: CheckStateSchema, redis: CheckStateSchema }),
  })
  .openapi('Readiness');

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness: the process is up and answering',
  description:
    'Touches no dependency, so a database or Redis outage never gets the process restarted.',
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }).openapi('Health'), 'The process is up'),
  },
});

export const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Operations'],
  summary: 'Readiness: send traffic here',
  description:
    'The database answers a query and Redis (when configured) answers PING, each within 2 s, and the process is not draining (after SIGTERM).',
  responses: {
    200: jsonContent(ReadinessSchema, 'Ready for traffic'),
    503: jsonContent(ReadinessSchema, 'Not ready: a dependency does not answer, or draining'),
  },
});

export type HealthRoute = typeof health;
export type ReadyRoute = typeof ready;
