import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { ChangePasswordRoute } from './settings.routes';

export const changePassword: AppRouteHandler<ChangePasswordRoute> = async (c) => {
  const result = await c.var.deps.useCases.auth.changePassword(
    authOf(c),
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};
