import { type IncomingMessage, type ServerOptions, ServerResponse } from 'node:http';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
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
  // A route's own value wins: a page whose address holds a secret (a share link's token, the
  // demo pay page's order token) says `Referrer-Policy: no-referrer` itself.
  overwrite: false,
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
 * Security headers on every response: one strict policy, the API reference included, where the
 * route did not set the header itself (its own, stricter word wins). Served
 * through `secureServerOptions`, the Node layer writes them and this middleware has nothing to
 * do; under `app.request()` or a plain `serve()` it sets them itself.
 */
export const securityHeaders = (): MiddlewareHandler => (c, next) =>
  secureResponseOf(c) ? next() : policy(c, next);

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

/** Whether a header record (as @hono/node-server builds it, or as a route gave it) names `name`. */
function hasHeader(headers: Record<string, unknown>, name: string): boolean {
  for (const key in headers) {
    if (key.length === name.length && key.toLowerCase() === name) return true;
  }
  return false;
}

/**
 * A response that writes the headers every answer shares when its head is written: the security
 * headers into the headers @hono/node-server hands to `writeHead`, each unless the route set its
 * own (as the middleware does), the request id, and
 * the API's `Cache-Control: no-store` unless the route set its own. The middlewares that used to
 * set the last two with `c.header` only mark the response (`requestId`, `apiDefaults`): any
 * `c.header` before the handler makes Hono build a WebIDL `Headers` for the answer, which
 * otherwise goes out as the plain record `c.json` made.
 */
export class SecureServerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** The request's id, sent as X-Request-Id (set by the requestId middleware). */
  requestId: string | undefined = undefined;
  /** An API answer: `Cache-Control: no-store` unless the route chose its own. */
  apiDefaults = false;

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const headers = rest[rest.length - 1];
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      const record = headers as Record<string, unknown>;
      if (this.apiDefaults && !hasHeader(record, 'cache-control')) {
        record['cache-control'] = 'no-store';
      }
      for (const name in headerRecord) {
        if (!hasHeader(record, name)) record[name] = headerRecord[name];
      }
      if (this.requestId !== undefined) record['x-request-id'] = this.requestId;
    } else {
      if (this.apiDefaults && !this.hasHeader('cache-control')) {
        this.setHeader('cache-control', 'no-store');
      }
      for (const [name, value] of Object.entries(headerRecord)) {
        if (!this.hasHeader(name)) this.setHeader(name, value);
      }
      if (this.requestId !== undefined) this.setHeader('x-request-id', this.requestId);
    }
    return (super.writeHead as (code: number, ...args: unknown[]) => this)(statusCode, ...rest);
  }
}

/**
 * The Node response of a request served through `secureServerOptions`, to be marked; undefined
 * under `app.request()` or a plain `serve()`, where the middlewares set the headers themselves.
 */
export function secureResponseOf(c: Context): SecureServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof SecureServerResponse ? outgoing : undefined;
}

/**
 * `serverOptions` for @hono/node-server's `serve`: the Node layer writes the (fixed) security
 * headers of every response, its request id and the API's default Cache-Control. Awaited once at
 * start-up, for the list.
 */
export async function secureServerOptions(): Promise<ServerOptions> {
  headerRecord = await securityHeaderRecord();
  return { ServerResponse: SecureServerResponse as unknown as typeof ServerResponse };
}
