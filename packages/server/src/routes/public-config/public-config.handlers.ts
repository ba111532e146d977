import type { AppRouteHandler } from '../../lib/types';
import type { GetPublicConfigRoute } from './public-config.routes';

export const getPublicConfig: AppRouteHandler<GetPublicConfigRoute> = (c) => {
  const { trial } = c.var.deps.settings;
  return c.json({ trialCredits: trial.credits, trialDays: trial.days }, 200);
};
