import { createRoute, z } from '@hono/zod-openapi';
import { GENERATION_STATUSES, GENERATION_TYPES } from '@lumen/domain';
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

export const GenerationSchema = z
  .object({
    id: z.string(),
    generation_type: z.enum(GENERATION_TYPES),
    status: z.enum(GENERATION_STATUSES),
    prompt: z.string(),
    cost_credits: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Generation');

export const list = createRoute({
  method: 'get',
  path: '/generations',
  tags: ['Generations'],
  summary: 'The signed-in user’s creations, newest first',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ generations: z.array(GenerationSchema) }), 'Newest first'),
    ...errorResponses(401),
  },
});

export type ListRoute = typeof list;
