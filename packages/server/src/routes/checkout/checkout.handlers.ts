import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { InitiateRoute } from './checkout.routes';

export const initiate: AppRouteHandler<InitiateRoute> = async (c) => {
  const result = await c.var.deps.commerce.checkout.initiate(authOf(c).userId, c.req.valid('json'));
  return c.json(unwrap(result), 201);
};
