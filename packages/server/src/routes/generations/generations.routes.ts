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
    result_url: z
      .string()
      .nullable()
      .openapi({ description: 'The stored result of a completed image or voice generation' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Generation');

export const list = createRoute({
  method: 'get',
  path: '/generations',
  operationId: 'listGenerations',
  tags: ['Generations'],
  summary: 'The signed-in user’s creations, newest first',
  description: 'Every image and text generation of the signed-in user with its cost and status.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ generations: z.array(GenerationSchema) }), 'Newest first'),
    ...errorResponses(401),
  },
});

export type ListRoute = typeof list;
