import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import { unwrap } from '@lumen/domain';
import type { GetRoute, ListRoute } from './generations.routes';

export const list: AppRouteHandler<ListRoute> = async (c) =>
  c.json(await c.var.deps.useCases.account.generations(authOf(c).userId), 200);

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const result = await c.var.deps.useCases.generation.progress(
    authOf(c).userId,
    c.req.valid('param').id,
  );
  return c.json(unwrap(result), 200);
};
