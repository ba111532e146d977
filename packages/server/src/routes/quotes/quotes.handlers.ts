import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type { CreateQuoteRoute, GetQuoteRoute } from './quotes.routes';

export const createQuote: AppRouteHandler<CreateQuoteRoute> = async (c) => {
  const result = await c.var.deps.useCases.quotes.create(authOf(c).userId, c.req.valid('json'));
  return c.json(unwrap(result), 200);
};

export const getQuote: AppRouteHandler<GetQuoteRoute> = async (c) => {
  const result = await c.var.deps.useCases.quotes.get(authOf(c).userId, c.req.valid('param').id);
  return c.json(unwrap(result), 200);
};
