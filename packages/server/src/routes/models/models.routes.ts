import { createRoute } from '@hono/zod-openapi';
import { modelAvailabilitySchema } from '@lumen/domain';
import { jsonContent, named, publicSecurity } from '../../lib/route-helpers';

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
      named(modelAvailabilitySchema, 'Models'),
      'The models and whether each is configured',
    ),
  },
});

export type ListModelsRoute = typeof listModels;
