import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/http-errors';
import { errorResponse } from '../lib/route-helpers';
import type { AppBindings } from '../lib/types';
import { authOf } from './auth';

const KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

/** The optional request header of an idempotent route, as documented and checked. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, KEY_MESSAGE)
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description:
        'A unique value per intended operation (a UUID): a retry with the same key and the same body within 24 hours answers the first answer (status and body, with `Idempotent-Replayed: true`) without charging or ordering again. The same key with another body: 422 `idempotency_key_reused`; while the first request is still running: 409 `idempotency_key_in_use` (retry after `Retry-After`). A 5xx answer is not kept.',
      example: '5f0c7c1e-8d9a-4c43-9a37-2f6f3e0b1d2a',
    }),
});

/** The answers an idempotent route adds: the reused key and the key still in flight. */
export const idempotencyResponses = {
  409: errorResponse(409, 'The first request with this Idempotency-Key is still running', [
    'idempotency_key_in_use',
  ]),
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * After requireAuth on routes that charge or order: with an Idempotency-Key, the route runs once
 * per user and key (the idempotency use case); the key and the request's digest are stored, not the
 * key's text. Without the header the route runs as usual.
 */
export const idempotent = createMiddleware<AppBindings>(async (c, next) => {
  const header = c.req.header('idempotency-key');
  if (header === undefined) return next();
  const parsed = IdempotencyHeadersSchema.safeParse({ 'idempotency-key': header });
  if (!parsed.success) {
    throw new ApiError(400, 'validation_error', KEY_MESSAGE, {
      issues: [{ path: 'Idempotency-Key', message: KEY_MESSAGE }],
    });
  }
  const { userId } = authOf(c);
  // Hono keeps the read body, so the route's JSON validator reads the same bytes afterwards.
  const body = await c.req.text();
  const outcome = await c.var.deps.useCases.idempotency.run(
    {
      key: `${userId}:${sha256(header)}`,
      fingerprint: sha256(`${c.req.method} ${c.req.path}\n${body}`),
    },
    async () => {
      await next();
      return {
        status: c.res.status,
        contentType: c.res.headers.get('content-type') ?? 'application/json',
        body: await c.res.clone().text(),
      };
    },
  );
  if (!outcome.ok) throw outcome.error;
  if (!outcome.value.replayed) return;
  const { answer } = outcome.value;
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'Idempotent-Replayed': 'true' },
  });
});
