import { createRoute, z } from '@hono/zod-openapi';
import { GENERATION_STATUSES, GENERATION_TYPES, generationProgressSchema } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import { bearerSecurity, errorResponses, jsonContent, named } from '../../lib/route-helpers';
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
  description:
    'Every generation of the signed-in user (image, text, voice, video) with its cost and status.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ generations: z.array(GenerationSchema) }), 'Newest first'),
    ...errorResponses(401),
  },
});

export const get = createRoute({
  method: 'get',
  path: '/generations/{id}',
  operationId: 'getGeneration',
  tags: ['Generations'],
  summary: 'One generation of the signed-in user: status, progress, result',
  description:
    'What a started job (POST /api/generate/video) is doing: `status` pending, completed or failed; `progress` 0–100 (the latest the job reported while pending, 100 once completed); `video` once a video is completed; `error` (`code`, `message`, `kind` such as `timeout`) once failed, after its credits were refunded. Another user’s, a deleted and an unknown generation answer the same 404.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: jsonContent(named(generationProgressSchema, 'GenerationProgress'), 'The generation'),
    ...errorResponses(400, 401, 404),
  },
});

export type ListRoute = typeof list;
export type GetRoute = typeof get;
