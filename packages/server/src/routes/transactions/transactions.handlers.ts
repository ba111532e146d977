import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { ListRoute } from './transactions.routes';

export const list: AppRouteHandler<ListRoute> = async (c) =>
  c.json(await c.var.deps.useCases.account.transactions(authOf(c).userId), 200);
