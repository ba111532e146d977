import { AsyncLocalStorage } from 'node:async_hooks';
import type { RateLimitDecision, RateLimiter } from '@lumen/domain';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../lib/types';

/**
 * The standard rate-limit headers (RateLimit-Limit, -Remaining, -Reset in seconds) on every
 * answer whose request was counted against a limit, not only on the 429. The use cases decide
 * limits through the shared limiter; the limiter given to them is observed, and each request's
 * decisions are collected here (AsyncLocalStorage follows the request through its awaits), so no
 * use case or route has to pass them on.
 */

const decisionsOfRequest = new AsyncLocalStorage<RateLimitDecision[]>();

/** The limiter as the use cases see it: the same, with each counted decision recorded. */
export function observeRateLimits<T extends RateLimiter>(limiter: T): T {
  const hit: RateLimiter['hit'] = async (key, limit, windowMs) => {
    const decision = await limiter.hit(key, limit, windowMs);
    decisionsOfRequest.getStore()?.push(decision);
    return decision;
  };
  // Every other member is the limiter's own, called on the limiter (its private fields).
  return new Proxy(limiter, {
    get(target, property) {
      if (property === 'hit') return hit;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The decision the caller is closest to being refused by: a refusal, else the fewest left. */
function tightest(decisions: readonly RateLimitDecision[]): RateLimitDecision | undefined {
  const refused = decisions.find((decision) => !decision.allowed);
  if (refused) return refused;
  return [...decisions].sort(
    (x, y) => x.remaining - y.remaining || y.resetAfterMs - x.resetAfterMs,
  )[0];
}

export const rateLimitHeaders = () =>
  createMiddleware<AppBindings>(async (c, next) => {
    const decisions: RateLimitDecision[] = [];
    await decisionsOfRequest.run(decisions, next);
    const decision = tightest(decisions);
    if (!decision) return;
    const resetMs = decision.allowed ? decision.resetAfterMs : decision.retryAfterMs;
    c.res.headers.set('RateLimit-Limit', String(decision.limit));
    c.res.headers.set('RateLimit-Remaining', String(decision.allowed ? decision.remaining : 0));
    c.res.headers.set('RateLimit-Reset', String(Math.max(0, Math.ceil(resetMs / 1000))));
  });
