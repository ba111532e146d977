import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../../lib/route-helpers';

export const PublicConfigSchema = z
  .object({
    trialCredits: z
      .number()
      .int()
      .openapi({ description: 'Credits a new account is granted (TRIAL_CREDITS); 0: no trial' }),
    trialDays: z
      .number()
      .int()
      .openapi({ description: 'Days the trial credits last before what is left lapses' }),
  })
  .openapi('PublicConfig');

export const getPublicConfig = createRoute({
  method: 'get',
  path: '/config',
  tags: ['Config'],
  summary: 'What the public pages promise: the free trial, as this server is configured',
  responses: {
    200: jsonContent(PublicConfigSchema, 'The configured trial'),
  },
});

export type GetPublicConfigRoute = typeof getPublicConfig;
