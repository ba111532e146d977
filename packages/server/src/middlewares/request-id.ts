import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from '../lib/request-header';
import { secureResponseOf } from './security-headers';

/** An incoming id is kept when it is short and plain (it ends up in log lines and a header). */
const WELL_FORMED = /^[\w\-=]{1,255}$/;

/**
 * Every request gets an id (`c.get('requestId')`, the log line's reqId) sent back as
 * X-Request-Id: the caller's own when well formed, else a new UUID — as hono/request-id does.
 * Served through `secureServerOptions`, the Node layer writes the header; under `app.request()`
 * or a plain `serve()` it is set here.
 */
export const requestId = (): MiddlewareHandler => (c, next) => {
  const incoming = requestHeader(c, 'x-request-id');
  const id = incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  const outgoing = secureResponseOf(c);
  if (outgoing) outgoing.requestId = id;
  else c.header('X-Request-Id', id);
  return next();
};

/**
 * The API's default, `Cache-Control: no-store`, which a route's own Cache-Control replaces.
 * Served through `secureServerOptions`, the Node layer writes it; otherwise it is set before the
 * handler (set after it, Hono copied every finished response, reading its body back through a
 * stream, just to add one header).
 */
export const apiNoStore = (): MiddlewareHandler => (c, next) => {
  const outgoing = secureResponseOf(c);
  if (outgoing) outgoing.apiDefaults = true;
  else c.header('Cache-Control', 'no-store');
  return next();
};
