import {
  type DomainError,
  GENERATION_KINDS,
  type TextGenerationRequest,
  type TextStreamAccepted,
  type TextStreamDelta,
  type TextStreamDone,
  type TextStreamError,
  type GenerationKindName,
  type GenerationRequestOf,
  unwrap,
} from '@lumen/domain';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppBindings } from '../../lib/types';
import { authOf } from '../../middlewares/auth';

/**
 * The one handler of every generation route: the body mapped to the kind's request, then a
 * `sync` kind's result (200) or a `job` kind's generation id (202).
 */
export function generationHandler<K extends GenerationKindName>(route: {
  readonly kind: K;
  /** The route's `toRequest` (GenerationRouteSpec); without it the body is the request. */
  readonly toRequest?: (body: never) => GenerationRequestOf<K>;
}) {
  return async (c: Context<AppBindings>): Promise<Response> => {
    // The route's body schema validated it (the defaults applied) before this runs.
    const body = (c.req as unknown as { valid(target: 'json'): unknown }).valid('json');
    const request = (
      route.toRequest ? route.toRequest(body as never) : body
    ) as GenerationRequestOf<K>;
    const { generation } = c.var.deps.useCases;
    const userId = authOf(c).userId;
    if (GENERATION_KINDS[route.kind].mode === 'job') {
      return c.json(unwrap(await generation.start(route.kind, userId, request)), 202);
    }
    return c.json(unwrap(await generation.generate(route.kind, userId, request)), 200);
  };
}

/** The events of the text stream and their data (the domain's `textStream*Schema`). */
interface TextStreamEvents {
  accepted: TextStreamAccepted;
  delta: TextStreamDelta;
  done: TextStreamDone;
  error: TextStreamError;
}

const errorData = (error: DomainError): TextStreamError => ({
  error: error.code,
  message: error.message,
});

/**
 * POST /api/generate/text/stream. Charged before anything is sent, so a refusal (402, 503…) is
 * an ordinary JSON error; then, for a reader of `text/event-stream`, the events as the model
 * writes; for any other reader, the whole JSON answer of the non-streaming route.
 */
export async function textStreamHandler(c: Context<AppBindings>): Promise<Response> {
  const request = (c.req as unknown as { valid(target: 'json'): TextGenerationRequest }).valid(
    'json',
  );
  const { generation } = c.var.deps.useCases;
  const userId = authOf(c).userId;
  if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
    return c.json(unwrap(await generation.generate('text', userId, request)), 200);
  }
  const accepted = unwrap(await generation.stream('text', userId, request));
  return streamSSE(c, async (stream) => {
    const send = <E extends keyof TextStreamEvents>(event: E, data: TextStreamEvents[E]) =>
      stream.writeSSE({ event, data: JSON.stringify(data) });
    // Stop: the reader closed the stream (its body was cancelled, or the connection went).
    const stop = new AbortController();
    stream.onAbort(() => stop.abort());
    c.req.raw.signal?.addEventListener('abort', () => stop.abort(), { once: true });
    const { generationId, creditsUsed, remainingCredits, model } = accepted;
    await send('accepted', { generationId, creditsUsed, remainingCredits, model });
    // Written in order: the SSE writer queues each write behind the one before.
    let writing: Promise<unknown> = Promise.resolve();
    const ended = await accepted.run({
      signal: stop.signal,
      onDelta: (index, text) => {
        writing = send('delta', { index, text });
      },
    });
    await writing;
    if (!ended.ok) {
      await send('error', errorData(ended.error));
      return;
    }
    const { answer, failure } = ended.value;
    await send('done', {
      ...answer,
      ended: ended.value.ended,
      ...(failure ? { failure: errorData(failure) } : {}),
    });
  });
}
