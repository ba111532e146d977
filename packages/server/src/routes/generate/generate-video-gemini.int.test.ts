import { startFakeGeminiVideo } from '@lumen/adapters/testing';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { balanceOf, grant } from '../../testing/commerce';
import { expectRefundedOnce, ledgerKinds } from '../../testing/generations';
import { describeOnDialects } from '../../testing/dialects';
import { call, signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';

// The gemini video model through the real composition root: @google/genai's operations → a
// local fake of the Gemini API's long-running video operation (start, polls, file).

const fake = await startFakeGeminiVideo();
afterAll(async () => {
  await fake.close();
});

const video = {
  prompt: 'a lighthouse at dusk',
  durationSeconds: 4,
  aspectRatio: '16:9',
  model: 'gemini',
};

async function settled(t: TestApp, token: string, id: string) {
  return waitFor(
    async () => (await call(t, 'GET', `/api/generations/${id}`, { token })).body,
    (body) => body.status !== 'pending',
    60_000,
  );
}

describeOnDialects(
  'gemini video (a long-running operation against the local fake)',
  (getApp) => {
    beforeEach(() => {
      fake.behaviour = 'ok';
      fake.pollsUntilDone = 2;
    });

    it('completes: the file is stored and served, charged once', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const res = await call(t, 'POST', '/api/generate/video', { token: user.token, json: video });
      expect(res.status).toBe(202);
      const done = await settled(t, user.token, res.body.generationId as string);
      expect(done).toMatchObject({
        status: 'completed',
        progress: 100,
        video: { durationSeconds: 4, width: 1280, height: 720 },
      });
      const file = await t.app.request((done.video as { url: string }).url);
      expect(file.headers.get('content-type')).toBe('video/mp4');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(4, 8)
          .toString('latin1'),
      ).toBe('ftyp');
      expect(await balanceOf(t, user.token)).toBe(5);
      expect(await ledgerKinds(t, user.userId)).toEqual(['adjustment', 'generation_debit']);
    });

    it.each([
      ['error', 'provider'],
      ['never', 'timeout'],
    ] as const)(
      'an operation that ends in %s is failed (%s) and refunded once',
      async (behaviour, kind) => {
        fake.behaviour = behaviour;
        const t = getApp();
        const user = await signUp(t);
        await grant(t, user.userId, 10);
        const res = await call(t, 'POST', '/api/generate/video', {
          token: user.token,
          json: video,
        });
        const done = await settled(t, user.token, res.body.generationId as string);
        expect(done).toMatchObject({
          status: 'failed',
          error: { code: 'generation_failed', kind },
        });
        await expectRefundedOnce(t, user, 10);
      },
    );
  },
  () => ({
    env: {
      GEMINI_API_KEY: fake.apiKey,
      GEMINI_API_BASE_URL: fake.url,
      GEMINI_VIDEO_POLL_MS: '20',
      GEMINI_VIDEO_TIMEOUT_MS: '500',
    },
  }),
);
