import { mailLanguageFrom, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { ResendVerificationRoute, VerifyEmailRoute } from './email-verification.routes';

export const verifyEmail: AppRouteHandler<VerifyEmailRoute> = async (c) => {
  const { token } = c.req.valid('json');
  const result = await c.var.deps.useCases.emailVerification.verify(token, requestMeta(c));
  return c.json(unwrap(result), 200);
};

export const resendVerification: AppRouteHandler<ResendVerificationRoute> = async (c) => {
  const result = await c.var.deps.useCases.emailVerification.resend(
    authOf(c).userId,
    mailLanguageFrom(c.req.header('accept-language')),
  );
  return c.json(unwrap(result), 202);
};
