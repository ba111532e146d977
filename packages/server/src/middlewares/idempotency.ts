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
  // A stream goes out as it is written, and is kept once it ends (see `keptWhileSent`).
  let sendNow: (response: Response) => void = () => undefined;
  const streaming = new Promise<Response>((resolve) => {
    sendNow = resolve;
  });
  const run = c.var.deps.useCases.idempotency.run(
    {
      key: `${userId}:${sha256(header)}`,
      fingerprint: sha256(`${c.req.method} ${c.req.path}\n${body}`),
    },
    async () => {
      await next();
      const contentType = c.res.headers.get('content-type') ?? 'application/json';
      const status = c.res.status;
      if (contentType.startsWith('text/event-stream') && c.res.body) {
        const kept = keptWhileSent(c.res.body);
        sendNow(new Response(kept.body, c.res));
        return { status, contentType, body: await kept.text };
      }
      return { status, contentType, body: await c.res.clone().text() };
    },
  );
  const first = await Promise.race([run, streaming]);
  if (first instanceof Response) {
    c.res = first;
    // The stream is kept when it ends; a failure of the store then changes nothing sent.
    run.catch(() => undefined);
    return;
  }
  const outcome = first;
  if (!outcome.ok) throw outcome.error;
  if (!outcome.value.replayed) return;
  const { answer } = outcome.value;
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'Idempotent-Replayed': 'true' },
  });
});

/**
 * The stream as it is sent, and its text once it has ended (or was closed by the reader: what
 * had been sent). A reader that closes it cancels the source, so the route sees the Stop.
 */
function keptWhileSent(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  const decoder = new TextDecoder();
  let sent = '';
  let ended: (text: string) => void = () => undefined;
  const text = new Promise<string>((resolve) => {
    ended = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          ended(sent + decoder.decode());
          return;
        }
        sent += decoder.decode(value, { stream: true });
        controller.enqueue(value);
      } catch (error) {
        ended(sent);
        controller.error(error);
      }
    },
    async cancel(reason) {
      ended(sent);
      await reader.cancel(reason);
    },
  });
  return { body, text };
}
