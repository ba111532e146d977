import type { Config } from '../../config';
import type { AppRouteHandler } from '../../lib/types';
import type { GetPublicConfigRoute } from './public-config.routes';

/** What the public pages promise, from the settings: this answer, and every page's meta (serve-web). */
export const publicConfigOf = ({
  trial,
  oidcLabel,
}: {
  readonly trial: Pick<Config['trial'], 'credits' | 'days'>;
  readonly oidcLabel?: string | undefined;
}) => ({
  trialCredits: trial.credits,
  trialDays: trial.days,
  ...(oidcLabel ? { oidcLabel } : {}),
});

export const getPublicConfig: AppRouteHandler<GetPublicConfigRoute> = (c) =>
  c.json(publicConfigOf(c.var.deps.settings), 200);
