import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/http-errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Methods whose requests carry no body (fetch's Request refuses one). */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 1 MB for every request body, announced or streamed (chunked) alike. GET, HEAD and OPTIONS are
 * let through untouched: they have no body, and asking @hono/node-server's request for one builds
 * a full fetch Request (headers, AbortSignal, stream) on every call — most of a cheap GET's cost.
 */
export const apiBodyLimit = (maxSize = MAX_BODY_BYTES): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body is larger than 1 MB');
    },
  });
  return (c, next) => (BODYLESS.has(c.req.method) ? next() : limit(c, next));
};
