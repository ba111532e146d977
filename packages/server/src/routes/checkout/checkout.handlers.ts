import { mailLanguageFrom, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { GetOrderRoute, InitiateRoute } from './checkout.routes';

export const initiate: AppRouteHandler<InitiateRoute> = async (c) => {
  // The web app sends its site language: the payment page the customer goes to speaks it.
  const result = await c.var.deps.useCases.checkout.initiate(
    authOf(c).userId,
    c.req.valid('json'),
    mailLanguageFrom(c.req.header('accept-language')),
  );
  return c.json(unwrap(result), 201);
};

export const getOrder: AppRouteHandler<GetOrderRoute> = async (c) => {
  const { orderId } = c.req.valid('param');
  const result = await c.var.deps.useCases.checkout.order(authOf(c).userId, orderId);
  return c.json(unwrap(result), 200);
};
