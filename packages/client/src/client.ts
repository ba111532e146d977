import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import { type HttpError, toHttpError } from './http-error';
import type { paths } from './schema.gen';

/** A bearer token, or a function asked before every call (a session token that may change). */
export type TokenSource =
  | string
  | (() => string | null | undefined | Promise<string | null | undefined>);

export interface LumenClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API lives, e.g. `https://studio.example.com` ('' for the page's own origin). */
  baseUrl: string;
  /** A personal access token (`lumen_pat_…`) or a session token, or a getter for one. */
  token?: TokenSource | undefined;
  /**
   * Told of every non-OK answer, with the request that got it, just before the HttpError is
   * thrown (e.g. to forget a token the server no longer accepts).
   */
  onError?: ((error: HttpError, request: Request) => void) | undefined;
}

async function currentToken(source: TokenSource | undefined) {
  return typeof source === 'function' ? await source() : source;
}

/**
 * A typed client of the Lumen Studio API. Every call carries the token as a bearer token, and a
 * non-OK answer rejects with an HttpError (its `code` is the server's stable `error` code), so
 * `data` is always there on a resolved call. Routes that take an `Idempotency-Key` type it as
 * the per-call header `params: { header: { 'idempotency-key': key } }`.
 */
export function createLumenClient({ baseUrl, token, onError, ...options }: LumenClientOptions) {
  const client = createClient<paths>({
    ...options,
    baseUrl,
    // Looked up per call, so a replaced global fetch (tests, stories) is the one used.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  const middleware: Middleware = {
    async onRequest({ request }) {
      const value = await currentToken(token);
      if (value) request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return response;
      const error = await toHttpError(response);
      onError?.(error, request);
      throw error;
    },
  };
  client.use(middleware);
  return client;
}

export type LumenClient = ReturnType<typeof createLumenClient>;

/** A fresh key for one user action; reuse it only to retry that same action. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
