import { createRoute, z } from '@hono/zod-openapi';
import { personalTokenCreateSchema, TOKEN_SCOPES } from '@lumen/domain';
import { IdParamsSchema } from '../../lib/params';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import { confirmationRequired, NEEDS_CONFIRMATION } from '../confirm/confirm.routes';

const tags = ['Tokens'];
const SESSION_ONLY = 'Needs a signed-in session: a personal access token gets 403.';

export const PersonalTokenSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ example: 'Nightly gallery export' }),
    scope: z.enum(TOKEN_SCOPES),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
  })
  .openapi('PersonalToken');

export const list = createRoute({
  method: 'get',
  path: '/tokens',
  operationId: 'listPersonalTokens',
  tags,
  summary: 'The signed-in user’s personal access tokens, newest first',
  description: `Live tokens (not revoked, not expired) with their last use; never the token itself. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(z.object({ tokens: z.array(PersonalTokenSchema) }), 'Newest first'),
    ...errorResponses(401, 403),
  },
});

export const create = createRoute({
  method: 'post',
  path: '/tokens',
  operationId: 'createPersonalToken',
  tags,
  summary: 'Create a personal access token',
  description: `The token is in this answer only (it is stored hashed): send it as \`Authorization: Bearer <token>\`. Scopes: \`read\` (every read), \`generate\` (reads and generations), \`full\` (everything but account, password and token changes, which always need a session). ${SESSION_ONLY} ${NEEDS_CONFIRMATION}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(personalTokenCreateSchema, 'PersonalTokenCreate'), undefined, {
      name: 'Nightly gallery export',
      scope: 'read',
      expiresInDays: 90,
    }),
  },
  responses: {
    201: jsonContent(
      z
        .object({
          token: z
            .string()
            .openapi({ example: 'lumen_pat_Qk9yX2V4YW1wbGVfb25seV9ub3RfYV90b2tlbg' }),
          personalToken: PersonalTokenSchema,
        })
        .openapi('CreatedPersonalToken'),
      'The token, shown this once, and its record',
    ),
    403: confirmationRequired,
    ...errorResponses(400, 401, 413, 415),
  },
});

export const revoke = createRoute({
  method: 'delete',
  path: '/tokens/{id}',
  operationId: 'revokePersonalToken',
  tags,
  summary: 'Revoke a personal access token',
  description: `Dead at once on every instance (each use is looked up in the database). Another user’s token: 404. ${SESSION_ONLY}`,
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    204: { description: 'Revoked' },
    ...errorResponses(401, 403, 404),
  },
});

export type ListRoute = typeof list;
export type CreateRoute = typeof create;
export type RevokeRoute = typeof revoke;
