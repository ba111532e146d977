import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_MODELS } from '@lumen/domain';
import { jsonContent, publicSecurity } from '../../lib/route-helpers';

const ModelSchema = z.object({ id: z.enum(IMAGE_MODELS), available: z.boolean() });

export const listModels = createRoute({
  method: 'get',
  path: '/models',
  operationId: 'listModels',
  security: publicSecurity,
  tags: ['Generation'],
  summary: 'Which image and text models this server can use',
  description: 'Public: the models this server is configured for, so a client can hide the others.',
  responses: {
    200: jsonContent(
      z.object({ image: z.array(ModelSchema), text: z.array(ModelSchema) }).openapi('Models'),
      'The models and whether each is configured',
    ),
  },
});

export type ListModelsRoute = typeof listModels;
