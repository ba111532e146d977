import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** Methods whose requests carry no body: nothing is left unread on their connection. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An answer sent before the request's body was read (a 413 from the announced size, a 401 or
 * 415 before the handler reads the JSON) leaves bytes on the connection that the server will
 * not parse: @hono/node-server then destroys the request, and with it the socket, a moment
 * after the answer. A client keeping the connection alive would send its next request into
 * that reset. Saying `Connection: close` on such answers makes Node close the socket cleanly
 * after the answer and tells the client not to reuse it, so its next request opens a new one.
 * (Draining the body instead would mean reading up to any size a client announces.)
 */
export const closeUnreadBody = (): MiddlewareHandler => (c, next) =>
  // A GET has nothing to leave unread: no wrapper around the rest of its chain.
  BODYLESS.has(c.req.method) ? next() : closeAfter(c, next);

async function closeAfter(...[c, next]: Parameters<MiddlewareHandler>) {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded) return;
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    // Immutable headers (a Response made elsewhere): answer the same with a header we may set.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Connection', 'close');
  }
}
