import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type { GetProfileRoute, UpdateProfileRoute } from './profile.routes';

export const getProfile: AppRouteHandler<GetProfileRoute> = async (c) => {
  const result = await c.var.deps.useCases.account.profile(authOf(c).userId);
  return c.json(unwrap(result), 200);
};

export const updateProfile: AppRouteHandler<UpdateProfileRoute> = async (c) => {
  const result = await c.var.deps.useCases.account.updateProfile(
    authOf(c).userId,
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};
