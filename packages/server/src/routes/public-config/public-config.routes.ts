import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent, publicSecurity } from '../../lib/route-helpers';

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
    oidcLabel: z.string().optional().openapi({
      description:
        'The OpenID Connect provider users may sign in with ("Continue with Google"; OIDC_LABEL); absent when none is configured',
    }),
  })
  .openapi('PublicConfig');

export const getPublicConfig = createRoute({
  method: 'get',
  path: '/config',
  operationId: 'getPublicConfig',
  security: publicSecurity,
  tags: ['Config'],
  summary: 'What the public pages promise: the free trial, as this server is configured',
  description:
    'Public: the trial credits a new account is granted (TRIAL_CREDITS; 0 when the trial is off) and the days they last (TRIAL_DAYS), so the home page and FAQ say the configured numbers.',
  responses: {
    200: jsonContent(PublicConfigSchema, 'The configured trial', {
      trialCredits: 20,
      trialDays: 14,
      oidcLabel: 'Google',
    }),
  },
});

export type GetPublicConfigRoute = typeof getPublicConfig;
