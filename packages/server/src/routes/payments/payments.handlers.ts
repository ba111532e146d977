import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { CallbackRoute, StatusRoute } from './payments.routes';

export const callback: AppRouteHandler<CallbackRoute> = async (c) => {
  unwrap(await c.var.deps.useCases.payments.handleCallback(c.req.valid('json')));
  return c.json({ received: true as const }, 200);
};

export const status: AppRouteHandler<StatusRoute> = async (c) => {
  const { orderId, sessionId } = c.req.valid('query');
  const result = await c.var.deps.useCases.payments.status(authOf(c).userId, orderId, sessionId);
  return c.json(unwrap(result), 200);
};
