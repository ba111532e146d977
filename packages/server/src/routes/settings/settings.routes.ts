import { createRoute, z } from '@hono/zod-openapi';
import { changePasswordSchema } from '@lumen/domain';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';

export const PasswordChangedSchema = z
  .object({
    success: z.literal(true),
    revokedTokens: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'How many personal access tokens the change revoked' }),
  })
  .openapi('PasswordChanged');

export const changePassword = createRoute({
  method: 'post',
  path: '/settings/change-password',
  operationId: 'changePassword',
  tags: ['Settings'],
  summary: 'Change the password',
  description:
    "A wrong current password answers 400 'Current password is incorrect'. The user's other sessions are revoked; this one stays. Every personal access token is revoked too, unless `keepApiTokens` is true; the answer says how many were (`revokedTokens`).",
  middleware: [requireAuth] as const,
  security: bearerSecurity,
  request: {
    body: jsonBody(named(changePasswordSchema, 'ChangePassword'), undefined, {
      currentPassword: 'Old-Password-1',
      newPassword: 'New-Password-2',
      confirmPassword: 'New-Password-2',
      keepApiTokens: false,
    }),
  },
  responses: {
    200: jsonContent(PasswordChangedSchema, 'Password changed', {
      success: true,
      revokedTokens: 2,
    }),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

export type ChangePasswordRoute = typeof changePassword;
