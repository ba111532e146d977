import { mailLanguageFrom, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { requestMeta } from '../../middlewares/auth';
import type {
  CheckPasswordResetRoute,
  CompletePasswordResetRoute,
  RequestPasswordResetRoute,
} from './password-reset.routes';

export const requestPasswordReset: AppRouteHandler<RequestPasswordResetRoute> = async (c) => {
  const { email } = c.req.valid('json');
  const result = await c.var.deps.useCases.accountMail.requestPasswordReset(
    email,
    mailLanguageFrom(c.req.header('accept-language')),
    requestMeta(c),
  );
  return c.json(unwrap(result), 202);
};

export const checkPasswordReset: AppRouteHandler<CheckPasswordResetRoute> = async (c) => {
  const result = await c.var.deps.useCases.accountMail.checkPasswordReset(
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};

export const completePasswordReset: AppRouteHandler<CompletePasswordResetRoute> = async (c) => {
  const result = await c.var.deps.useCases.accountMail.completePasswordReset(
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};
