import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { CreateRoute, ListRoute, RemoveRoute } from './billing-profiles.routes';

export const list: AppRouteHandler<ListRoute> = async (c) =>
  c.json(await c.var.deps.useCases.account.billingProfiles(authOf(c).userId), 200);

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const created = await c.var.deps.useCases.account.createBillingProfile(
    authOf(c).userId,
    c.req.valid('json'),
  );
  return c.json(created, 201);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const { id } = c.req.valid('param');
  unwrap(await c.var.deps.useCases.account.deleteBillingProfile(authOf(c).userId, id));
  return c.body(null, 204);
};
