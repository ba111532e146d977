import { unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf, requestMeta } from '../../middlewares/auth';
import type {
  AdjustCreditsRoute,
  FindUserRoute,
  RecentFailuresRoute,
  RecheckPaymentRoute,
  RefundGenerationRoute,
} from './admin.routes';

export const findUser: AppRouteHandler<FindUserRoute> = async (c) =>
  c.json(unwrap(await c.var.deps.operator.findByEmail(c.req.valid('query').email)), 200);

export const adjustCredits: AppRouteHandler<AdjustCreditsRoute> = async (c) => {
  const result = await c.var.deps.operator.adjustCredits(
    authOf(c).userId,
    c.req.valid('param').userId,
    c.req.valid('json'),
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};

export const refundGeneration: AppRouteHandler<RefundGenerationRoute> = async (c) => {
  const { userId, generationId } = c.req.valid('param');
  const result = await c.var.deps.operator.refundGeneration(
    authOf(c).userId,
    userId,
    generationId,
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};

export const recheckPayment: AppRouteHandler<RecheckPaymentRoute> = async (c) => {
  const { userId, orderId } = c.req.valid('param');
  const result = await c.var.deps.operator.recheckPayment(
    authOf(c).userId,
    userId,
    orderId,
    requestMeta(c),
  );
  return c.json(unwrap(result), 200);
};

export const recentFailures: AppRouteHandler<RecentFailuresRoute> = async (c) =>
  c.json(await c.var.deps.operator.recentFailures(), 200);
