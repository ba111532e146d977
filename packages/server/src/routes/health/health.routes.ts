import { createRoute, z } from '@hono/zod-openapi';
import { publicSecurity } from '../../lib/route-helpers';

const CheckStateSchema = z
  .enum(['ok', 'failed', 'skipped'])
  .openapi({ description: '`skipped`: this deployment does not use it (Redis unset)' });

const readinessFields = {
  ready: z.boolean(),
  draining: z.boolean().openapi({ description: 'Shutting down: finishing the requests in flight' }),
  checks: z.object({ database: CheckStateSchema, redis: CheckStateSchema }),
};

const ReadySchema = z.object(readinessFields).openapi('Readiness');

/** The error shape (`error`, `message`) with the same report, so a probe and a person both read it. */
const NotReadySchema = z
  .object({
    error: z.literal('service_unavailable'),
    message: z.string(),
    ...readinessFields,
  })
  .openapi('NotReady');

export const NOT_READY_MESSAGE = 'Not ready for traffic';

export const health = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  security: publicSecurity,
  tags: ['Operations'],
  summary: 'Liveness: the process is up and answering',
  description:
    'Touches no dependency, so a database or Redis outage never gets the process restarted.',
  responses: {
    200: {
      description: 'The process is up',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('ok') }).openapi('Health'),
          example: { status: 'ok' },
        },
      },
    },
  },
});

export const ready = createRoute({
  method: 'get',
  path: '/ready',
  operationId: 'getReadiness',
  security: publicSecurity,
  tags: ['Operations'],
  summary: 'Readiness: send traffic here',
  description:
    'The database answers a query and Redis (when configured) answers PING, each within 2 s, and the process is not draining (after SIGTERM).',
  responses: {
    200: {
      description: 'Ready for traffic',
      content: {
        'application/json': {
          schema: ReadySchema,
          example: { ready: true, draining: false, checks: { database: 'ok', redis: 'ok' } },
        },
      },
    },
    503: {
      description:
        'Not ready: a dependency does not answer, or the process is draining. Codes: `service_unavailable`.',
      content: {
        'application/json': {
          schema: NotReadySchema,
          examples: {
            service_unavailable: {
              summary: 'service_unavailable',
              value: {
                error: 'service_unavailable',
                message: NOT_READY_MESSAGE,
                ready: false,
                draining: true,
                checks: { database: 'ok', redis: 'skipped' },
              },
            },
          },
        },
      },
    },
  },
});

export type HealthRoute = typeof health;
export type ReadyRoute = typeof ready;
