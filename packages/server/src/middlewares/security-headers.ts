import { type IncomingMessage, type ServerOptions, ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// One strict policy for the app, the API and the API reference: scripts only from this origin.

const common = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
} as const;

const permissionsPolicy = { camera: false, microphone: false, geolocation: false, payment: false };

const policy = secureHeaders({
  ...common,
  permissionsPolicy,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Styles: the design system sets inline style attributes (react-aria); scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});

/**
 * Security headers on every response: one strict policy, the API reference included. Served
 * through `secureServerOptions`, the Node layer writes them and this middleware has nothing to
 * do; under `app.request()` or a plain `serve()` it sets them itself.
 */
export const securityHeaders = (): MiddlewareHandler => (c, next) => {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof SecureServerResponse) return next();
  return policy(c, next);
};

let fixed: Promise<Readonly<Record<string, string>>> | undefined;

/**
 * The headers the policy gives every response, read once from the middleware itself (so the two
 * ways of sending them cannot drift apart).
 */
export function securityHeaderRecord(): Promise<Readonly<Record<string, string>>> {
  fixed ??= (async () => {
    const probe = new Hono().use(policy).get('/', (c) => c.body(null));
    const res = await probe.request('/');
    const record: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      record[name] = value;
    });
    return Object.freeze(record);
  })();
  return fixed;
}

let headerRecord: Readonly<Record<string, string>> = {};

/**
 * A response that adds the security headers when its head is written: one `Object.assign` into
 * the headers @hono/node-server hands to `writeHead`, over whatever the route set (as the
 * middleware overwrites), instead of a dozen WebIDL-checked `Headers.set` calls per request.
 */
class SecureServerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const headers = rest[rest.length - 1];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      Object.assign(headers, headerRecord);
    } else {
      for (const [name, value] of Object.entries(headerRecord)) this.setHeader(name, value);
    }
    return (super.writeHead as (code: number, ...args: unknown[]) => this)(statusCode, ...rest);
  }
}

/**
 * `serverOptions` for @hono/node-server's `serve`: the Node layer writes the (fixed) security
 * headers of every response. Awaited once at start-up, for the list.
 */
export async function secureServerOptions(): Promise<ServerOptions> {
  headerRecord = await securityHeaderRecord();
  return { ServerResponse: SecureServerResponse as unknown as typeof ServerResponse };
}
