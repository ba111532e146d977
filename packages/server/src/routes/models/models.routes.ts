import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_MODELS } from '@lumen/domain';
import { jsonContent } from '../../lib/route-helpers';

const ModelSchema = z.object({ id: z.enum(IMAGE_MODELS), available: z.boolean() });

export const listModels = createRoute({
  method: 'get',
  path: '/models',
  tags: ['Generation'],
  summary: 'Which image and text models this server can use',
  responses: {
    200: jsonContent(
      z.object({ image: z.array(ModelSchema), text: z.array(ModelSchema) }).openapi('Models'),
      'The models and whether each is configured',
    ),
  },
});

export type ListModelsRoute = typeof listModels;
