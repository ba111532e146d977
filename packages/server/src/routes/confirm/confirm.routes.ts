import { createRoute, z } from '@hono/zod-openapi';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import { CredentialResponseSchema } from '../passkeys/passkeys.routes';

const tags = ['Auth'];

/** What routes that need a fresh confirmation say about it (and the 403 they answer). */
export const NEEDS_CONFIRMATION =
  'The session must have been confirmed in the last 5 minutes (POST /api/auth/confirm): otherwise 403 `confirmation_required`, and the screen asks for the password or a passkey.';

export const confirmationRequired = errorResponse(
  403,
  'A personal access token (`forbidden`), or the session needs a fresh confirmation (`confirmation_required`)',
  ['forbidden', 'confirmation_required'],
);

export const ConfirmOptionsSchema = z
  .object({
    password: z
      .boolean()
      .openapi({ description: 'Whether the account has a password to confirm with' }),
    passkey_options: z.record(z.string(), z.unknown()).nullable().openapi({
      description:
        'For startAuthentication({ optionsJSON }), limited to the account’s own passkeys (the challenge is single use, 5 minutes); null when it has none',
    }),
  })
  .openapi('ConfirmOptions');

export const ConfirmSchema = z
  .union([
    z.object({ password: z.string().min(1, 'Password is required').max(128) }),
    z.object({ passkey: CredentialResponseSchema }),
  ])
  .openapi('Confirm', { description: 'The password, or the browser’s passkey assertion' });

export const options = createRoute({
  method: 'post',
  path: '/auth/confirm/options',
  operationId: 'confirmOptions',
  tags,
  summary: 'How this account can confirm it is its owner',
  description:
    'Whether the password can be given, and options for an assertion by one of the account’s passkeys (a fresh challenge each call). A signed-in session only (a personal access token answers 403).',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    200: jsonContent(ConfirmOptionsSchema, 'The ways to confirm', {
      password: true,
      passkey_options: null,
    }),
    ...errorResponses(401, 403),
  },
});

export const confirm = createRoute({
  method: 'post',
  path: '/auth/confirm',
  operationId: 'confirmSession',
  tags,
  summary: 'Confirm it is you, for sensitive steps',
  description:
    'The password, or an assertion by one of the account’s passkeys against the challenge of POST /api/auth/confirm/options, marks this session confirmed for 5 minutes on every instance: creating a personal access token and linking a sign-in provider need it. Limited like a password change (429 with Retry-After); a wrong password or a failing passkey answers 401 `invalid_credentials`. A signed-in session only (a personal access token answers 403).',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(ConfirmSchema, undefined, { password: 'Correct-Horse-Battery-9' }),
  },
  responses: {
    200: jsonContent(
      z
        .object({ confirmed_until: z.string().openapi({ format: 'date-time' }) })
        .openapi('Confirmed'),
      'Confirmed until then',
    ),
    401: errorResponse(401, 'No session, or a wrong password or passkey', [
      'unauthorized',
      'invalid_credentials',
    ]),
    ...errorResponses(400, 403, 413, 415, 429),
  },
});

export type OptionsRoute = typeof options;
export type ConfirmRoute = typeof confirm;
