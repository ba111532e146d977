import { createRoute, z } from '@hono/zod-openapi';
import { PROFILE_LANGUAGES, profileUpdateSchema } from '@lumen/domain';
import { requireAuth } from '../../middlewares/auth';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  TrialSchema,
} from '../../lib/route-helpers';

const tags = ['Profile'];

export const ProfileSchema = z
  .object({
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: z.string().openapi({ enum: [...PROFILE_LANGUAGES] }),
    credits_balance: z.number().int(),
    ...TrialSchema.shape,
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Profile');

export const getProfile = createRoute({
  method: 'get',
  path: '/profile',
  operationId: 'getProfile',
  tags,
  summary: 'The signed-in user’s profile',
  description: 'Full name, email, phone, language and account statistics.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(ProfileSchema, 'The profile'),
    ...errorResponses(401),
  },
});

export const updateProfile = createRoute({
  method: 'patch',
  path: '/profile',
  operationId: 'updateProfile',
  tags,
  summary: 'Change full name, phone or language',
  description: 'An empty phone ("") clears it.',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(profileUpdateSchema, 'ProfileUpdate'), undefined, {
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0958',
      language: 'en',
    }),
  },
  responses: {
    200: jsonContent(ProfileSchema, 'The updated profile'),
    ...errorResponses(400, 401, 413, 415),
  },
});

export type GetProfileRoute = typeof getProfile;
export type UpdateProfileRoute = typeof updateProfile;
