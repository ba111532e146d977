import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/http-errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Methods whose requests carry no body (fetch's Request refuses one). */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route whose bodies may be larger (a file upload), with its own limit and refusal. */
export interface BodyLimitException {
  readonly path: string;
  readonly maxSize: number;
  /** The 413 to answer (its message says this route's limit). */
  readonly error: () => Error;
}

/**
 * 1 MB for every request body, announced or streamed (chunked) alike, but on the routes named as
 * exceptions, which have their own. GET, HEAD and OPTIONS are let through untouched: they have no
 * body, and asking @hono/node-server's request for one builds a full fetch Request (headers,
 * AbortSignal, stream) on every call — most of a cheap GET's cost.
 */
export const apiBodyLimit = (
  maxSize = MAX_BODY_BYTES,
  exceptions: readonly BodyLimitException[] = [],
): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body is larger than 1 MB');
    },
  });
  const own = new Map(
    exceptions.map((exception) => [
      exception.path,
      bodyLimit({
        maxSize: exception.maxSize,
        onError: () => {
          throw exception.error();
        },
      }),
    ]),
  );
  return (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    return (own.get(c.req.path.replace(/\/+$/, '')) ?? limit)(c, next);
  };
};
