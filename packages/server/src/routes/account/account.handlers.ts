import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { GetStatsRoute } from './account.routes';

export const getStats: AppRouteHandler<GetStatsRoute> = async (c) =>
  c.json(await c.var.deps.accountStats.forUser(authOf(c).userId), 200);
