import { randomUUID } from 'node:crypto';
import { textStreamDoneSchema } from '@lumen/domain';
import { expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { describeOnDialects } from '../../testing/dialects';
import { expectRefundedOnce, generationsOf } from '../../testing/generations';
import { signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

const text = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'why lighthouses still matter',
  textType: 'article',
  textLength: 'long',
  writingStyle: 'friendly',
  outputLanguage: 'english',
  count: 1,
  ...overrides,
});

interface StreamEvent {
  readonly event: string;
  // biome-ignore lint/suspicious/noExplicitAny: each event's data as the route sent it
  readonly data: any;
}

/** Server-sent events out of a text, in order (`event:` and one `data:` line each). */
function parseEvents(source: string): StreamEvent[] {
  return source
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

function post(
  t: TestApp,
  token: string,
  body: object,
  headers: Record<string, string> = { accept: 'text/event-stream' },
) {
  return t.app.request('/api/generate/text/stream', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** Reads the stream until `until` says stop (then cancels it: the reader's Stop) or it ends. */
async function read(response: Response, until?: (events: StreamEvent[]) => boolean) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let source = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    source += decoder.decode(value, { stream: true });
    const complete = source.slice(0, source.lastIndexOf('\n\n') + 2);
    if (until?.(parseEvents(complete))) {
      await reader.cancel();
      return { events: parseEvents(complete), source: complete };
    }
  }
  return { events: parseEvents(source), source };
}

const joined = (events: StreamEvent[], index: number) =>
  events
    .filter((e) => e.event === 'delta' && e.data.index === index)
    .map((e) => e.data.text)
    .join('');

/** Polls (bounded) until the check passes: the generation settles after the reader left. */
async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describeOnDialects(
  'POST /api/generate/text/stream',
  (getApp) => {
    it('sends accepted, the words as written, then done; charged once by the cost it announced', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const response = await post(t, user.token, text({ count: 2 }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const { events } = await read(response);
      expect(events[0]?.event).toBe('accepted');
      const accepted = events[0]?.data;
      expect(accepted).toMatchObject({
        model: 'demo',
        remainingCredits: 20 - accepted.creditsUsed,
      });
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      const answer = textStreamDoneSchema.parse(done?.data);
      expect(answer.ended).toBe('completed');
      expect(answer.count).toBe(2);
      // Side by side: both variants' words arrive before either is finished.
      const deltas = events.filter((e) => e.event === 'delta');
      expect(deltas.length).toBeGreaterThan(20);
      expect(deltas.slice(0, 2).map((e) => e.data.index)).toEqual([0, 1]);
      for (const index of [0, 1]) expect(joined(events, index).trim()).toBe(answer.texts[index]);
      expect(await balanceOf(t, user.token)).toBe(20 - accepted.creditsUsed);
      expect(await ledgerSum(t, user.userId)).toBe(20 - accepted.creditsUsed);
      expect((await generationsOf(t, user.token))[0]?.status).toBe('completed');
    });

    it('without Accept: text/event-stream the whole JSON answer, as the non-streaming route', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const response = await post(t, user.token, text(), { accept: 'application/json' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { texts: string[]; creditsUsed: number };
      expect(body).toMatchObject({ count: 1, model: 'demo' });
      expect(body.texts[0]?.split(/\s+/).length).toBeGreaterThan(100);
      expect(await balanceOf(t, user.token)).toBe(20 - body.creditsUsed);
    });

    it('Stop (the reader closes the stream) keeps what came: completed with it, the cost stands', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const response = await post(t, user.token, text());
      const { events } = await read(
        response,
        (seen) => seen.filter((e) => e.event === 'delta').length >= 5,
      );
      const cost = events[0]?.data.creditsUsed as number;
      const shown = joined(events, 0);
      expect(shown.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(5);
      await eventually(async () => {
        const [row] = await generationsOf(t, user.token);
        expect(row?.status).toBe('completed');
      });
      const row = await t.container.db.generations.findById(
        user.userId,
        events[0]?.data.generationId,
      );
      const kept = row?.parameters as { texts: string[]; streamEnded: string };
      expect(kept.streamEnded).toBe('stopped');
      // What the row keeps starts with what the reader saw, and is shorter than a whole text.
      expect(kept.texts[0]?.startsWith(shown.trim())).toBe(true);
      expect(kept.texts[0]?.split(/\s+/).length).toBeLessThan(300);
      expect(await balanceOf(t, user.token)).toBe(20 - cost);
      expect(await ledgerSum(t, user.userId)).toBe(20 - cost);
    });

    it('a failure before the first words: an error event, failed and refunded once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const response = await post(t, user.token, text({ prompt: 'please [demo:fail]' }));
      const { events } = await read(response);
      expect(events.map((e) => e.event)).toEqual(['accepted', 'error']);
      expect(events[1]?.data.error).toBe('generation_failed');
      expect((await generationsOf(t, user.token))[0]?.status).toBe('failed');
      await expectRefundedOnce(t, user, 20);
    });

    it('short of credits: an ordinary 402 JSON answer, nothing streamed or charged', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 1);
      const response = await post(t, user.token, text({ count: 3 }));
      expect(response.status).toBe(402);
      expect(((await response.json()) as { error: string }).error).toBe('insufficient_credits');
      expect(await generationsOf(t, user.token)).toHaveLength(0);
    });

    it('replayed with the same Idempotency-Key: the first stream again, charged once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const key = randomUUID();
      const headers = { accept: 'text/event-stream', 'idempotency-key': key };
      const first = await read(await post(t, user.token, text(), headers));
      const cost = first.events[0]?.data.creditsUsed as number;
      const again = await post(t, user.token, text(), headers);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toContain('text/event-stream');
      expect(await again.text()).toBe(first.source);
      expect(await balanceOf(t, user.token)).toBe(20 - cost);
      expect(await generationsOf(t, user.token)).toHaveLength(1);
    });
  },
  () => ({ env: { DEMO_TEXT_WORD_DELAY_MS: '1' } }),
);
