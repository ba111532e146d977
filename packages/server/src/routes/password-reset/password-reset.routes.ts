import { createRoute, z } from '@hono/zod-openapi';
import {
  passwordResetCheckSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from '@lumen/domain';
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  publicSecurity,
} from '../../lib/route-helpers';
import { TokenSchema } from '../auth/auth.routes';

const tags = ['Auth'];

export const PasswordResetDoneSchema = TokenSchema.extend({
  revokedTokens: z
    .number()
    .int()
    .nonnegative()
    .openapi({ description: 'How many personal access tokens the reset revoked' }),
}).openapi('PasswordResetDone');

export const PasswordResetAcceptedSchema = z
  .object({ accepted: z.literal(true) })
  .openapi('PasswordResetAccepted');

export const requestPasswordReset = createRoute({
  method: 'post',
  path: '/auth/password-reset',
  operationId: 'requestPasswordReset',
  security: publicSecurity,
  tags,
  summary: 'Mail a password reset link',
  description:
    'When the address has an account, a mail goes to it (in the account’s language: the site language it was last used in, else the one of `Accept-Language`) with a link to `/reset-password?token=…` that works once, for 30 minutes. The answer is the same 202 whether or not the address has an account. Throttled: 3 requests per address and 20 per client address in 15 minutes (429 with Retry-After).',
  request: {
    body: jsonBody(named(passwordResetRequestSchema, 'PasswordResetRequest'), undefined, {
      email: 'ada@example.com',
    }),
  },
  responses: {
    202: jsonContent(
      PasswordResetAcceptedSchema,
      'Accepted: a mail is on its way if the address has an account',
      { accepted: true },
    ),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const PasswordResetUsableSchema = z
  .object({ usable: z.literal(true) })
  .openapi('PasswordResetUsable');

export const checkPasswordReset = createRoute({
  method: 'post',
  path: '/auth/password-reset/check',
  operationId: 'checkPasswordReset',
  security: publicSecurity,
  tags,
  summary: 'Tell whether a mailed reset token can still set a password',
  description:
    'Asked when the reset link is opened, so a used or expired link says so before a new password is typed. Spends nothing. A used, expired or unknown token answers 400 `reset_token_invalid`. Throttled with the completions, per client address (429 with Retry-After).',
  request: {
    body: jsonBody(named(passwordResetCheckSchema, 'PasswordResetCheck'), undefined, {
      token: 'k3Qm9bXw2TQ0n8fVd1rLq7sYp4uJc6hZ',
    }),
  },
  responses: {
    200: jsonContent(PasswordResetUsableSchema, 'The token can set a password', {
      usable: true,
    }),
    400: errorResponse(
      400,
      'Invalid input, or a used, expired or unknown token (`reset_token_invalid`)',
      ['validation_error', 'invalid_json', 'reset_token_invalid'],
    ),
    ...errorResponses(413, 415, 429),
  },
});

export const completePasswordReset = createRoute({
  method: 'post',
  path: '/auth/password-reset/complete',
  operationId: 'completePasswordReset',
  security: publicSecurity,
  tags,
  summary: 'Set a new password with a mailed reset token',
  description:
    'The password follows the sign-up rules. Every session and every personal access token of the account is revoked (`revokedTokens` says how many tokens), and the answer’s token signs in with a new session. A used, expired or unknown token answers 400 `reset_token_invalid`. Throttled per client address (429 with Retry-After).',
  request: {
    body: jsonBody(named(passwordResetCompleteSchema, 'PasswordResetComplete'), undefined, {
      token: 'k3Qm9bXw2TQ0n8fVd1rLq7sYp4uJc6hZ',
      password: 'Correct-Horse-7',
    }),
  },
  responses: {
    200: jsonContent(PasswordResetDoneSchema, 'The password is set and this token signs in', {
      token: 'k3Qm9bXw2TQ0n8fVd1rLq7sYp4uJc6hZ',
      revokedTokens: 1,
    }),
    400: errorResponse(
      400,
      'Invalid input, or a used, expired or unknown token (`reset_token_invalid`)',
      ['validation_error', 'invalid_json', 'reset_token_invalid'],
    ),
    ...errorResponses(413, 415, 429),
  },
});

export type RequestPasswordResetRoute = typeof requestPasswordReset;
export type CheckPasswordResetRoute = typeof checkPasswordReset;
export type CompletePasswordResetRoute = typeof completePasswordReset;
