import { createRoute, z } from '@hono/zod-openapi';
import { emailVerificationSchema } from '@lumen/domain';
import { requireAuth } from '../../middlewares/auth';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
  publicSecurity,
} from '../../lib/route-helpers';

const tags = ['Auth'];

export const EmailVerifiedSchema = z
  .object({
    verified: z.literal(true),
    trial_credits: z.number().int().openapi({
      description:
        'Trial credits granted now: the trial promised at sign-up, or 0 (none was, or it was granted before)',
    }),
  })
  .openapi('EmailVerified');

export const VerificationMailAcceptedSchema = z
  .object({ accepted: z.literal(true) })
  .openapi('VerificationMailAccepted');

export const verifyEmail = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  operationId: 'verifyEmail',
  security: publicSecurity,
  tags,
  summary: 'Verify the address with a mailed token',
  description:
    'The token of the link sign-up mails (`/verify-email?token=…`, 7 days, works once). The address is marked verified and the trial promised at sign-up (when the mailbox never had one) is granted in the same transaction. A used, expired or unknown token answers 400 `verification_token_invalid`. Throttled per client address (429 with Retry-After).',
  request: {
    body: jsonBody(named(emailVerificationSchema, 'EmailVerification'), undefined, {
      token: 'k3Qm9bXw2TQ0n8fVd1rLq7sYp4uJc6hZ',
    }),
  },
  responses: {
    200: jsonContent(EmailVerifiedSchema, 'The address is verified', {
      verified: true,
      trial_credits: 20,
    }),
    400: errorResponse(
      400,
      'Invalid input, or a used, expired or unknown token (`verification_token_invalid`)',
      ['validation_error', 'invalid_json', 'verification_token_invalid'],
    ),
    ...errorResponses(413, 415, 429),
  },
});

export const resendVerification = createRoute({
  method: 'post',
  path: '/auth/verify-email/resend',
  operationId: 'resendVerificationEmail',
  tags,
  summary: 'Mail the address verification link again',
  description:
    'A new link for the signed-in account, in its language; earlier links keep working until one is used. 409 `already_verified` once the address is verified. Throttled: 3 mails per account an hour (429 with Retry-After).',
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  responses: {
    202: jsonContent(VerificationMailAcceptedSchema, 'A mail is on its way', { accepted: true }),
    409: errorResponse(409, 'The address is already verified', ['already_verified']),
    ...errorResponses(401, 429),
  },
});

export type VerifyEmailRoute = typeof verifyEmail;
export type ResendVerificationRoute = typeof resendVerification;
