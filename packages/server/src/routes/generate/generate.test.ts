import {
  DEMO_IMAGE_FAILURE_TRIGGER,
  DEMO_TEXT_FAILURE_TRIGGER,
  DemoImageGenerator,
} from '@lumen/adapters';
import { TEXT_LENGTH_WORDS } from '@lumen/domain';
import { describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { expectRefundedOnce, generationsOf as generations } from '../../testing/generations';

const image = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a lighthouse at dusk',
  size: '512x512',
  style: 'cartoon',
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
  ...overrides,
});

const text = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'remote work for small teams',
  textType: 'blogPost',
  textLength: 'short',
  writingStyle: 'friendly',
  outputLanguage: 'english',
  count: 1,
  ...overrides,
});

/** Format, width and height from a PNG's signature and IHDR chunk. */
function pngSize(bytes: Buffer) {
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return [isPng ? 'png' : 'other', bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describeOnDialects('generate routes', (getApp) => {
  describe('models', () => {
    it('lists demo as available and gemini as not configured', async () => {
      const res = await call(getApp(), 'GET', '/api/models');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        image: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
        text: [
          { id: 'gemini', available: false },
          { id: 'demo', available: true },
        ],
        voice: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
        video: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
        edit: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
        variation: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
        rewrite: [
          { id: 'demo', available: true },
          { id: 'gemini', available: false },
        ],
      });
    });
  });

  describe('image generation (demo model)', () => {
    it('honours an aspect ratio: the file and the metadata have the ratio at the size', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      for (const [aspectRatio, size, expected] of [
        ['16:9', '1024x1024', [1024, 576]],
        ['9:16', '512x512', [288, 512]],
        ['1:1', '1024x768', [1024, 1024]],
        ['Original', '1024x768', [1024, 768]],
      ] as const) {
        const res = await call(t, 'POST', '/api/generate/image', {
          token: user.token,
          json: { ...image({ size }), aspectRatio },
        });
        expect(res.status, aspectRatio).toBe(200);
        expect(res.body.metadata).toEqual([{ finalWidth: expected[0], finalHeight: expected[1] }]);
        const file = await t.app.request(res.body.images[0] ?? '');
        expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual(['png', ...expected]);
      }
      const bad = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: { ...image(), aspectRatio: '4:3' },
      });
      expect(bad.status).toBe(400);
    });

    it('debits the SPEC §9 cost, stores real PNGs at unguessable URLs and records the generation', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      // 1024x768 (+2), 2 images (+2), upscale (+3): 2 + 2 + 2 + 3 = 9
      const res = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: image({ size: '1024x768', count: 2, upscale: true, style: 'vintage' }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ creditsUsed: 9, remainingCredits: 11, model: 'demo' });
      expect(res.body.images).toHaveLength(2);
      expect(res.body.metadata).toEqual([
        { finalWidth: 2048, finalHeight: 1536 },
        { finalWidth: 2048, finalHeight: 1536 },
      ]);
      for (const url of res.body.images as string[]) {
        expect(url).toMatch(new RegExp(`^/media/${user.userId}/[0-9a-f]{32}\\.png$`));
        const file = await t.app.request(url);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        expect(file.headers.get('x-content-type-options')).toBe('nosniff');
        expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual(['png', 2048, 1536]);
      }
      expect(await generations(t, user.token)).toEqual([
        expect.objectContaining({ generation_type: 'image', status: 'completed', cost_credits: 9 }),
      ]);
      expect(await balanceOf(t, user.token)).toBe(11);
      expect(await ledgerSum(t, user.userId)).toBe(11);
      // No directory listing.
      expect((await t.app.request(`/media/${user.userId}/`)).status).toBe(404);
      expect((await t.app.request(`/media/${user.userId}`)).status).toBe(404);
    });

    it('is deterministic for the same prompt and settings', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const urls: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await call(t, 'POST', '/api/generate/image', {
          token: user.token,
          json: image(),
        });
        urls.push(res.body.images[0] ?? '');
      }
      expect(urls[0]).not.toBe(urls[1]);
      const bytes = await Promise.all(
        urls.map(async (url) => Buffer.from(await (await t.app.request(url)).arrayBuffer())),
      );
      expect(bytes[0]?.equals(bytes[1] as Buffer)).toBe(true);
    });

    it('402 with the spec wording when the balance is short; nothing is recorded', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 3);
      const res = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: image({ size: '1024x1024' }),
      });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        error: 'insufficient_credits',
        message: 'Insufficient credits: need 1 more credits',
      });
      expect(await balanceOf(t, user.token)).toBe(3);
      expect(await generations(t, user.token)).toEqual([]);
    });

    it('a failing model marks the generation failed and refunds it', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const spy = vi
        .spyOn(DemoImageGenerator.prototype, 'generate')
        .mockRejectedValueOnce(new Error('GPU on fire'));
      try {
        const res = await call(t, 'POST', '/api/generate/image', {
          token: user.token,
          json: image(),
        });
        expect(res.status).toBe(502);
        expect(res.body.error).toBe('generation_failed');
      } finally {
        spy.mockRestore();
      }
      expect(await generations(t, user.token)).toEqual([
        expect.objectContaining({ status: 'failed', cost_credits: 2 }),
      ]);
      await expectRefundedOnce(t, user, 10);
    });

    it(`the demo's ${DEMO_IMAGE_FAILURE_TRIGGER} fails the generation and refunds it, with no stub`, async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const res = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: image({ prompt: `a lighthouse ${DEMO_IMAGE_FAILURE_TRIGGER}` }),
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('generation_failed');
      expect(await generations(t, user.token)).toEqual([
        expect.objectContaining({ generation_type: 'image', status: 'failed', cost_credits: 2 }),
      ]);
      await expectRefundedOnce(t, user, 10);
    });

    it('validates with the spec messages', async () => {
      const t = getApp();
      const { token } = await signUp(t);
      const short = await call(t, 'POST', '/api/generate/image', {
        token,
        json: image({ prompt: 'ab' }),
      });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Prompt must be at least 3 characters long');
      for (const bad of [{ size: '640x480' }, { count: 5 }, { guidance: 21 }, { style: 'noir' }]) {
        expect(
          (await call(t, 'POST', '/api/generate/image', { token, json: image(bad) })).status,
        ).toBe(400);
      }
      expect((await call(t, 'POST', '/api/generate/image', { json: image() })).status).toBe(401);
    });

    it('50 concurrent generations on a balance covering 7: exactly 7 succeed, 43 get 402, balance 0', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 14);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(t, 'POST', '/api/generate/image', {
            token: user.token,
            json: image({ prompt: `race ${i}` }),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(7);
      expect(statuses.filter((s) => s === 402)).toHaveLength(43);
      expect(await balanceOf(t, user.token)).toBe(0);
      expect(await ledgerSum(t, user.userId)).toBe(0);
      const rows = await generations(t, user.token);
      expect(rows.filter((g) => g.status === 'completed')).toHaveLength(7);
      expect(rows).toHaveLength(7);
    });

    it('a balance that does not divide ends at the remainder, never below zero', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 9);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(t, 'POST', '/api/generate/image', {
            token: user.token,
            json: image({ prompt: `odd ${i}` }),
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
      expect(await balanceOf(t, user.token)).toBe(1);
      expect(await ledgerSum(t, user.userId)).toBe(1);
    });
  });

  describe('gemini image route', () => {
    it('503 until the gemini model is configured; nothing charged', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const res = await call(t, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        json: { prompt: 'a cat', aspectRatio: '16:9', targetSize: 768, count: 1, creativity: 7 },
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'model_unavailable',
        message: 'Model gemini is not configured',
      });
      expect(await balanceOf(t, user.token)).toBe(10);
      expect(await generations(t, user.token)).toEqual([]);
    });
  });

  describe('text generation', () => {
    it('uses the demo model when gemini is not configured: variants, cost, word ranges', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      // medium 2 + (3 − 1) + Spanish 1 = 5
      const res = await call(t, 'POST', '/api/gemini/generate/text', {
        token: user.token,
        json: text({ textLength: 'medium', outputLanguage: 'spanish', count: 3 }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        count: 3,
        creditsUsed: 5,
        remainingCredits: 5,
        model: 'demo',
      });
      expect(new Set(res.body.texts).size).toBe(3);
      const { min, max } = TEXT_LENGTH_WORDS.medium;
      for (const t of res.body.texts as string[]) {
        const words = t.split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(min);
        expect(words).toBeLessThanOrEqual(max);
        expect(t).toMatch(/\b(los|las|que|para)\b/);
      }
      expect(await generations(t, user.token)).toEqual([
        expect.objectContaining({ generation_type: 'text', status: 'completed', cost_credits: 5 }),
      ]);
      expect(await ledgerSum(t, user.userId)).toBe(5);
    });

    it(`the demo's ${DEMO_TEXT_FAILURE_TRIGGER} fails the generation and refunds it`, async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 10);
      const res = await call(t, 'POST', '/api/gemini/generate/text', {
        token: user.token,
        json: text({ prompt: `remote work ${DEMO_TEXT_FAILURE_TRIGGER}` }),
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('generation_failed');
      expect(await generations(t, user.token)).toEqual([
        expect.objectContaining({ generation_type: 'text', status: 'failed', cost_credits: 1 }),
      ]);
      await expectRefundedOnce(t, user, 10);
    });

    it('402 says Insufficient balance for texts', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/gemini/generate/text', {
        token: user.token,
        json: text({ textLength: 'long' }),
      });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe('Insufficient balance: need 4 more credits');
    });
  });

  describe('saving generated images', () => {
    it('accepts only media URLs this server issued to this user', async () => {
      const t = getApp();
      const alice = await signUp(t);
      const bob = await signUp(t);
      await grant(t, alice.userId, 10);
      await grant(t, bob.userId, 10);
      const mine = await call(t, 'POST', '/api/generate/image', {
        token: alice.token,
        json: image(),
      });
      const theirs = await call(t, 'POST', '/api/generate/image', {
        token: bob.token,
        json: image(),
      });
      const settings = {
        size: '512x512',
        style: 'cartoon',
        guidance: 7,
        aspectRatio: '1:1',
        sizeRequested: 512,
        upscale: 0,
        styleTransfer: 0,
      };
      const save = (token: string, url: string) =>
        call(t, 'POST', '/api/images/save', {
          token,
          json: {
            imageUrls: [{ url, prompt: 'a lighthouse at dusk', finalWidth: 512, finalHeight: 512 }],
            settings,
          },
        });
      expect((await save(alice.token, mine.body.images[0] ?? '')).status).toBe(201);
      expect((await save(alice.token, theirs.body.images[0] ?? '')).status).toBe(400);
      expect((await save(alice.token, 'https://example.com/cat.png')).status).toBe(400);
      expect((await save(alice.token, `/media/${alice.userId}/${'0'.repeat(32)}.png`)).status).toBe(
        400,
      );
      const list = await call(t, 'GET', '/api/images/saved', { token: alice.token });
      expect(list.body.images).toHaveLength(1);
      expect(list.body.images[0]).toMatchObject({ url: mine.body.images[0], finalWidth: 512 });
    });
  });
});
