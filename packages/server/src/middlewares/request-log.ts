import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Metrics } from '../composition/metrics';
import type { Logger } from '../lib/logger';
import type { AppBindings } from '../lib/types';

/** Requests no route took (404s from the fallbacks): one label, so scanners cannot mint new ones. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Health checks every few seconds would drown the log: they are logged at debug level. */
const PROBES = new Set(['/api/health', '/api/ready']);

type Labels = { readonly method: string; readonly route: string; readonly status: string };

/**
 * The metrics' label sets, one object per (method, route pattern, status) — a bounded set, since
 * the route is the matched pattern — instead of a new object and status string per request.
 */
const labelSets = new Map<string, Labels>();

function labelsOf(method: string, route: string, status: number): Labels {
  const key = `${status} ${method} ${route}`;
  let labels = labelSets.get(key);
  if (!labels) {
    labels = { method, route, status: String(status) };
    labelSets.set(key, labels);
  }
  return labels;
}

/**
 * After each request: one log line (request id, method, route pattern, status, duration, user id
 * when signed in) and the request metrics. Never the path itself (share tokens, media keys and
 * order ids travel in it: `/s/:token` is logged, not the token), headers, query strings or
 * bodies: those carry tokens, passwords and payment links.
 */
export function requestLog(options: { logger?: Logger; metrics?: Metrics }) {
  const { logger, metrics } = options;
  return createMiddleware<AppBindings>(async (c, next) => {
    const started = process.hrtime.bigint();
    await next();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = c.res.status;
    const pattern = routePath(c);
    const route = status === 404 && pattern.endsWith('*') ? UNMATCHED_ROUTE : pattern;
    const labels = labelsOf(c.req.method, route, status);
    metrics?.httpRequests.inc(labels);
    metrics?.httpDuration.observe(labels, seconds);
    if (!logger) return;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 1e4) / 10,
      ...(c.get('auth') ? { userId: c.get('auth')?.userId } : {}),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else if (PROBES.has(route)) logger.debug(line, 'probe');
    else logger.info(line, 'request');
  });
}
