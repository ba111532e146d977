import {
  type GeneratedTexts,
  type TextGenerationRequest,
  type TextStreamAccepted,
  type TextStreamDone,
  textStreamAcceptedSchema,
  textStreamDeltaSchema,
  textStreamDoneSchema,
  textStreamErrorSchema,
} from '@lumen/domain';
import { HttpError } from '@lumen/client';
import { createParser } from 'eventsource-parser';
import { api } from '@/lib/api/client';
import { generateTexts } from './generate-text';

/** What the screen hears while a text is written. */
export interface TextStreamListener {
  /** Charged: the generation's id, its cost and the credits left. */
  onAccepted?: (accepted: TextStreamAccepted) => void;
  /** Every variant's text so far, after each new piece. */
  onText?: (texts: readonly string[]) => void;
}

/** The whole answer, and how it ended: completed, stopped (Stop) or failed part-way. */
export type StreamedTexts = GeneratedTexts & { ended: TextStreamDone['ended'] };

/** Whether this browser can read an answer while it arrives. */
const canStream = () =>
  typeof ReadableStream !== 'undefined' &&
  typeof Response !== 'undefined' &&
  'body' in Response.prototype;

/**
 * POST /api/generate/text/stream, read as it is written: `onText` after each piece, the whole
 * answer at the end. `signal` is the Stop: once charged, stopping resolves with what came (the
 * cost stands). A failure before the first words rejects as an HttpError of its code (it was
 * refunded). A browser that cannot read a stream asks the non-streaming route instead.
 */
export async function streamTexts(
  body: TextGenerationRequest,
  idempotencyKey: string,
  { signal, ...listener }: TextStreamListener & { signal?: AbortSignal } = {},
): Promise<StreamedTexts> {
  if (!canStream()) {
    const whole = await generateTexts(body, idempotencyKey);
    listener.onText?.(whole.texts);
    return { ...whole, ended: 'completed' };
  }
  const { response } = await api.POST('/api/generate/text/stream', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    headers: { Accept: 'text/event-stream' },
    body,
    parseAs: 'stream',
    ...(signal ? { signal } : {}),
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return { ...((await response.json()) as GeneratedTexts), ended: 'completed' };
  }
  let accepted: TextStreamAccepted | undefined;
  let done: TextStreamDone | undefined;
  let failed: HttpError | undefined;
  const texts: string[] = [];
  const parser = createParser({
    onEvent({ event, data }) {
      const json: unknown = JSON.parse(data);
      if (event === 'accepted') {
        accepted = textStreamAcceptedSchema.parse(json);
        listener.onAccepted?.(accepted);
      } else if (event === 'delta') {
        const delta = textStreamDeltaSchema.parse(json);
        for (let i = texts.length; i <= delta.index; i++) texts[i] = '';
        texts[delta.index] += delta.text;
        listener.onText?.([...texts]);
      } else if (event === 'done') {
        done = textStreamDoneSchema.parse(json);
      } else if (event === 'error') {
        // The code is what the screen branches on; the status is the stream's (answered).
        const error = textStreamErrorSchema.parse(json);
        failed = new HttpError(response.status, JSON.stringify(error), error.error);
      }
    },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  // Stop ends the reading at once, whatever the fetch does with its own signal.
  const onStop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onStop, { once: true });
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    // Stop (or a dropped connection) after the charge: what came is the result.
    if (!accepted) throw error;
  } finally {
    signal?.removeEventListener('abort', onStop);
  }
  if (failed) throw failed;
  if (done) return done;
  if (!accepted) throw new HttpError(502, '', 'The stream ended before it started');
  const kept = texts.map((text) => text.trim());
  return {
    texts: kept,
    count: kept.length,
    creditsUsed: accepted.creditsUsed,
    remainingCredits: accepted.remainingCredits,
    model: accepted.model,
    ended: signal?.aborted ? 'stopped' : 'failed',
  };
}
