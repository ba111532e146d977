import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../lib/types';

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/**
 * The caller's address for rate limits and the activity log. X-Forwarded-For is honoured only
 * behind a configured number of trusted proxies: the address `hops` entries from the right is
 * the one the outermost trusted proxy saw; anything further left is client-controlled.
 */
export const clientIp = (trustedProxyHops: number) =>
  createMiddleware<AppBindings>(async (c, next) => {
    let ip = socketAddress(c);
    if (trustedProxyHops > 0) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const candidate = forwarded[forwarded.length - trustedProxyHops] ?? forwarded[0];
      if (candidate) ip = candidate;
    }
    c.set('clientIp', (ip ?? 'unknown').slice(0, 64));
    await next();
  });
