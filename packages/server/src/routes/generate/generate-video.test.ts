import { DemoVideoGenerator } from '@lumen/adapters';
import { mp4Info } from '@lumen/adapters/testing';
import { expect, it, vi } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import type { TestApp } from '../../testing/test-app';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { expectRefundedOnce, ledgerKinds } from '../../testing/generations';
import { waitFor } from '../../testing/wait-for';

const video = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a lighthouse at dusk',
  durationSeconds: 4,
  aspectRatio: '16:9',
  model: 'demo',
  ...overrides,
});

interface Progress {
  status: string;
  progress: number;
  creditsUsed: number;
  video?: { url: string; durationSeconds: number; width: number; height: number };
  error?: { code: string; message: string; kind?: string };
}

/** Polls GET /api/generations/{id} until the job leaves `pending`; every answer read, in order. */
async function follow(t: TestApp, token: string, id: string): Promise<Progress[]> {
  const seen: Progress[] = [];
  await waitFor(
    async () => {
      const res = await call(t, 'GET', `/api/generations/${id}`, { token });
      expect(res.status).toBe(200);
      seen.push(res.body as unknown as Progress);
      return res.body as unknown as Progress;
    },
    (answer) => answer.status !== 'pending',
    60_000,
  );
  return seen;
}

describeOnDialects(
  'video generation: POST /api/generate/video, GET /api/generations/{id}',
  (getApp, { clock }) => {
    it('reserves at start (202), reports progress, then a playable MP4; charged once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 12);
      const res = await call(t, 'POST', '/api/generate/video', {
        token: user.token,
        json: video(),
      });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ generationId: expect.any(String) });
      expect(await balanceOf(t, user.token)).toBe(7);
      const seen = await follow(t, user.token, res.body.generationId as string);
      const done = seen.at(-1);
      expect(done).toMatchObject({
        status: 'completed',
        progress: 100,
        creditsUsed: 5,
        video: { durationSeconds: 4, width: 960, height: 540 },
      });
      const progress = seen.map((answer) => answer.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      const file = await t.app.request(done?.video?.url ?? '');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('video/mp4');
      const info = mp4Info(new Uint8Array(await file.arrayBuffer()));
      expect(info.tracks).toEqual([
        expect.objectContaining({ handler: 'vide', codec: 'avc1', width: 960, height: 540 }),
      ]);
      expect(info.tracks[0]?.durationSeconds).toBeCloseTo(4, 1);
      // A player seeks with byte ranges.
      expect(file.headers.get('accept-ranges')).toBe('bytes');
      const part = await t.app.request(done?.video?.url ?? '', {
        headers: { range: 'bytes=0-99' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      const beyond = await t.app.request(done?.video?.url ?? '', {
        headers: { range: 'bytes=999999999-' },
      });
      expect(beyond.status).toBe(416);
      expect(await balanceOf(t, user.token)).toBe(7);
      expect(await ledgerSum(t, user.userId)).toBe(7);
      expect(await ledgerKinds(t, user.userId)).toEqual(['adjustment', 'generation_debit']);
      const list = await call(t, 'GET', '/api/generations', { token: user.token });
      expect(list.body.generations).toEqual([
        expect.objectContaining({ generation_type: 'video', status: 'completed', cost_credits: 5 }),
      ]);
    }, 90_000);

    it('8 seconds cost 10; a short balance is 402 and charges nothing', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 9);
      const res = await call(t, 'POST', '/api/generate/video', {
        token: user.token,
        json: video({ durationSeconds: 8, aspectRatio: '9:16' }),
      });
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({
        error: 'insufficient_credits',
        message: 'Insufficient credits: need 1 more credits',
      });
      expect(await balanceOf(t, user.token)).toBe(9);
      const list = await call(t, 'GET', '/api/generations', { token: user.token });
      expect(list.body.generations).toEqual([]);
    });

    it('a failing job is marked failed with its error code and refunded exactly once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const res = await call(t, 'POST', '/api/generate/video', {
        token: user.token,
        json: video({ prompt: 'a storm at sea [demo:fail]' }),
      });
      expect(res.status).toBe(202);
      const seen = await follow(t, user.token, res.body.generationId as string);
      expect(seen.at(-1)).toMatchObject({
        status: 'failed',
        error: { code: 'generation_failed', message: expect.stringContaining('[demo:fail]') },
      });
      await expectRefundedOnce(t, user, 10);
      // Nothing is left for the sweeper: no second refund.
      clock.offsetMs = 60 * 60_000;
      try {
        await t.container.generationSweeper.sweep();
      } finally {
        clock.offsetMs = 0;
      }
      expect(await ledgerKinds(t, user.userId)).toEqual([
        'adjustment',
        'generation_debit',
        'refund',
      ]);
    }, 90_000);

    it('a job that never ends is timed out by the sweeper: failed, refunded once, kind timeout', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      let release: () => void = () => undefined;
      const spy = vi.spyOn(DemoVideoGenerator.prototype, 'generate').mockImplementationOnce(
        () =>
          new Promise((_, reject) => {
            release = () => reject(new Error('the process died'));
          }),
      );
      try {
        const res = await call(t, 'POST', '/api/generate/video', {
          token: user.token,
          json: video(),
        });
        expect(res.status).toBe(202);
        expect(await balanceOf(t, user.token)).toBe(5);
        clock.offsetMs = 60 * 60_000;
        try {
          const report = await t.container.generationSweeper.sweep();
          expect(report.refunded).toBeGreaterThanOrEqual(1);
        } finally {
          clock.offsetMs = 0;
        }
        release(); // the stuck job gives up late: no second refund
        const seen = await follow(t, user.token, res.body.generationId as string);
        expect(seen.at(-1)).toMatchObject({
          status: 'failed',
          error: { code: 'generation_failed', kind: 'timeout', message: 'Generation timed out' },
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await balanceOf(t, user.token)).toBe(10);
        expect(await ledgerKinds(t, user.userId)).toEqual([
          'adjustment',
          'generation_debit',
          'refund',
        ]);
      } finally {
        spy.mockRestore();
      }
    });

    it("another user's, an unknown and a malformed id are 404/400; signed out is 401", async () => {
      const t = getApp();
      const owner = await signUp(t);
      const other = await signUp(t);
      await grant(t, owner.userId, 5);
      const res = await call(t, 'POST', '/api/generate/video', {
        token: owner.token,
        json: video(),
      });
      const id = res.body.generationId as string;
      const theirs = await call(t, 'GET', `/api/generations/${id}`, { token: other.token });
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('not_found');
      const unknown = await call(t, 'GET', '/api/generations/no-such-generation', {
        token: owner.token,
      });
      expect(unknown.status).toBe(404);
      const tooLong = await call(t, 'GET', `/api/generations/${'x'.repeat(65)}`, {
        token: owner.token,
      });
      expect(tooLong.status).toBe(400);
      expect((await call(t, 'GET', `/api/generations/${id}`)).status).toBe(401);
      expect((await call(t, 'POST', '/api/generate/video', { json: video() })).status).toBe(401);
      await follow(t, owner.token, id);
    }, 90_000);

    it('validates duration, aspect ratio and prompt; gemini unconfigured is 503, nothing charged', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      for (const [body, message] of [
        [video({ durationSeconds: 5 }), 'Duration must be 4 or 8 seconds'],
        [video({ aspectRatio: '1:1' }), 'Aspect ratio must be 16:9 or 9:16'],
        [video({ prompt: 'ab' }), 'Prompt must be at least 3 characters long'],
      ] as const) {
        const res = await call(t, 'POST', '/api/generate/video', { token: user.token, json: body });
        expect(res.status, message).toBe(400);
        expect(res.body).toMatchObject({ error: 'validation_error', message });
      }
      const gemini = await call(t, 'POST', '/api/generate/video', {
        token: user.token,
        json: video({ model: 'gemini' }),
      });
      expect(gemini.status).toBe(503);
      expect(gemini.body).toMatchObject({
        error: 'model_unavailable',
        message: 'Model gemini is not configured',
      });
      expect(await balanceOf(t, user.token)).toBe(10);
    });
  },
);
