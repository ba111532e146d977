import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from '../lib/request-header';
import type { AppBindings } from '../lib/types';

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  // Served by @hono/node-server: the socket's address, read directly (getConnInfo builds an
  // object of every address field per call).
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return incoming.socket.remoteAddress;
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
 * the one the outermost trusted proxy saw; anything further left is client-controlled. A header
 * with fewer entries than hops did not pass every proxy (or a proxy was bypassed), so none of
 * it is trusted and the socket's address counts: its first entry may be the client's own pick.
 */
export const clientIp =
  (trustedProxyHops: number): MiddlewareHandler<AppBindings> =>
  (c, next) => {
    let ip = socketAddress(c);
    if (trustedProxyHops > 0) {
      const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const candidate = forwarded[forwarded.length - trustedProxyHops];
      if (candidate) ip = candidate;
    }
    c.set('clientIp', (ip ?? 'unknown').slice(0, 64));
    return next();
  };
