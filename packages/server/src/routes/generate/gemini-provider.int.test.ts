import type { FakeGemini } from '@lumen/adapters/testing';
import { imageCost, textCost } from '@lumen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { createGeminiTestApp, geminiImage } from '../../testing/gemini-app';
import type { TestApp, TestDialect } from '../../testing/test-app';

/** The gemini model through the real composition root, @google/genai → a local fake. */

const geminiText = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a reusable coffee cup',
  textType: 'productDescription',
  textLength: 'short',
  writingStyle: 'persuasive',
  outputLanguage: 'spanish',
  count: 2,
  ...overrides,
});

/** Format, width and height from a PNG's signature and IHDR chunk. */
function pngSize(bytes: Buffer) {
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return [isPng ? 'png' : 'other', bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function grant(t: TestApp, userId: string, credits: number) {
  const result = await t.container.db.creditLedger.adjust({
    userId,
    reference: `gemini-test-${userId}-${Math.random().toString(36).slice(2)}`,
    credits,
    reason: 'test grant',
  });
  if (!result.ok) throw result.error;
}

async function balance(t: TestApp, token: string): Promise<number> {
  return (await call(t, 'GET', '/api/auth/me', { token })).body.user.credits_balance as number;
}

async function latestGeneration(t: TestApp, token: string) {
  const res = await call(t, 'GET', '/api/generations', { token });
  return res.body.generations[0] as {
    status: string;
    cost_credits: number;
    generation_type: string;
  };
}

async function ledgerMatchesBalance(t: TestApp, userId: string, token: string) {
  const [rows] = await t.container.db.sequelize.query(
    'SELECT COALESCE(SUM(amount), 0) AS total FROM credit_ledger WHERE user_id = :userId',
    { replacements: { userId } },
  );
  const total = Number((rows as { total: number | string }[])[0]?.total);
  expect(total).toBe(await balance(t, token));
}

function geminiSuite(dialect: TestDialect) {
  describe(`gemini model on ${dialect}`, () => {
    let fake: FakeGemini;
    let t: TestApp;

    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ t, fake, close } = await createGeminiTestApp(dialect));
    });
    afterAll(() => close?.());
    beforeEach(() => fake.reset());

    async function richUser(credits = 100) {
      const user = await signUp(t);
      await grant(t, user.userId, credits);
      return user;
    }

    it('GET /api/models lists gemini as available for images and texts', async () => {
      const res = await call(t, 'GET', '/api/models');
      expect(res.body.image).toContainEqual({ id: 'gemini', available: true });
      expect(res.body.text).toContainEqual({ id: 'gemini', available: true });
    });

    it('generates, post-processes and stores count images at the target size and ratio', async () => {
      const user = await richUser();
      const res = await call(t, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        json: geminiImage(),
      });
      expect(res.status, res.text).toBe(200);
      const cost = imageCost({ size: 512, count: 2, upscale: true, styleTransfer: false });
      expect(res.body).toMatchObject({
        model: 'gemini',
        creditsUsed: cost,
        remainingCredits: 100 - cost,
        metadata: [
          { finalWidth: 1024, finalHeight: 576 },
          { finalWidth: 1024, finalHeight: 576 },
        ],
      });
      expect(res.body.images).toHaveLength(2);
      for (const url of res.body.images as string[]) {
        const media = await t.app.request(url);
        expect(media.status).toBe(200);
        expect(pngSize(Buffer.from(await media.arrayBuffer()))).toEqual(['png', 1024, 576]);
      }
      expect(fake.requests).toHaveLength(2);
      for (const request of fake.requests) {
        expect(request.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
        expect(request.body.generationConfig.imageConfig).toEqual({ aspectRatio: '16:9' });
        const prompt: string = request.body.contents[0].parts[0].text;
        expect(prompt).toContain('a lighthouse on a cliff at dawn');
        expect(prompt).toContain('Do not include: people.');
        expect(prompt).toContain('Style: vintage');
        expect(prompt).toContain('Creativity 12/20');
      }
      expect(await latestGeneration(t, user.token)).toMatchObject({
        status: 'completed',
        generation_type: 'image',
        cost_credits: cost,
      });
    });

    it('edits one of the user’s images and makes variations of it: the picture sent inline, charged as an image', async () => {
      const user = await richUser();
      const made = await call(t, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        json: geminiImage({ count: 1, upscale: false }),
      });
      expect(made.status, made.text).toBe(200);
      const source = (made.body.images as string[])[0] ?? '';
      const sourceBytes = Buffer.from(await (await t.app.request(source)).arrayBuffer());
      fake.reset();
      const before = await balance(t, user.token);
      const edited = await call(t, 'POST', '/api/generate/edit', {
        token: user.token,
        json: {
          prompt: 'add falling snow',
          source: { url: source },
          size: '768x1024',
          model: 'gemini',
        },
      });
      expect(edited.status, edited.text).toBe(200);
      const cost = imageCost({ size: '768x1024', count: 1 });
      expect(edited.body).toMatchObject({
        model: 'gemini',
        creditsUsed: cost,
        remainingCredits: before - cost,
        metadata: [{ finalWidth: 768, finalHeight: 1024 }],
      });
      const media = await t.app.request((edited.body.images as string[])[0] ?? '');
      expect(pngSize(Buffer.from(await media.arrayBuffer()))).toEqual(['png', 768, 1024]);
      const parts = fake.requests[0]?.body.contents[0].parts;
      expect(parts[0].inlineData).toEqual({
        mimeType: 'image/png',
        data: sourceBytes.toString('base64'),
      });
      expect(parts[1].text).toContain('add falling snow');
      expect(await latestGeneration(t, user.token)).toMatchObject({
        status: 'completed',
        generation_type: 'edit',
        cost_credits: cost,
      });

      fake.reset();
      const varied = await call(t, 'POST', '/api/generate/variation', {
        token: user.token,
        json: { source: { url: source }, count: 2, size: '512x512', model: 'gemini' },
      });
      expect(varied.status, varied.text).toBe(200);
      expect(varied.body.images).toHaveLength(2);
      expect(fake.requests).toHaveLength(2);
      for (const request of fake.requests) {
        expect(request.body.contents[0].parts[1].text).toContain('variation of this image');
      }
      await ledgerMatchesBalance(t, user.userId, user.token);
    });

    it('an edit the model refuses is failed and refunded', async () => {
      const user = await richUser(50);
      const made = await call(t, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        json: geminiImage({ count: 1, upscale: false }),
      });
      const after = await balance(t, user.token);
      fake.script('refusal-text');
      const res = await call(t, 'POST', '/api/generate/edit', {
        token: user.token,
        json: {
          prompt: 'add falling snow',
          source: { url: (made.body.images as string[])[0] },
          size: '512x512',
          model: 'gemini',
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('generation_failed');
      expect(await balance(t, user.token)).toBe(after);
      await ledgerMatchesBalance(t, user.userId, user.token);
    });

    it('generates count text variants with the type, length, style and language', async () => {
      const user = await richUser();
      const res = await call(t, 'POST', '/api/gemini/generate/text', {
        token: user.token,
        json: geminiText(),
      });
      expect(res.status, res.text).toBe(200);
      const cost = textCost({ textLength: 'short', count: 2, outputLanguage: 'spanish' });
      expect(res.body).toMatchObject({ model: 'gemini', count: 2, creditsUsed: cost });
      expect(res.body.texts).toHaveLength(2);
      expect(fake.requests).toHaveLength(2);
      const prompt: string = fake.requests[0]?.body.contents[0].parts[0].text;
      expect(prompt).toContain('a reusable coffee cup');
      expect(prompt).toContain('between 100 and 200 words');
      expect(prompt).toContain('Spanish');
    });

    const failures = [
      {
        name: 'a safety block',
        setup: () => fake.script('blocked'),
        message: /blocked/,
        status: 422,
      },
      {
        name: 'a refusal in words',
        setup: () => fake.script('refusal-text'),
        message: /without an image/,
        status: 422,
      },
      {
        name: 'provider 5xx',
        setup: () => fake.always({ status: 500 }),
        message: /HTTP 500/,
        status: 502,
      },
      {
        name: 'a timeout',
        setup: () => fake.always('hang'),
        message: /did not answer/,
        status: 502,
      },
      {
        name: 'a malformed answer',
        setup: () => fake.script('malformed-json'),
        message: /unreadable/,
        status: 502,
      },
      {
        name: 'bytes that are not an image',
        setup: () => fake.script('not-an-image'),
        message: /cannot be read/,
        status: 502,
      },
    ];

    for (const failure of failures) {
      it(`${failure.name}: the image generation fails and is refunded`, async () => {
        const user = await richUser(50);
        failure.setup();
        const res = await call(t, 'POST', '/api/gemini/generate/image', {
          token: user.token,
          json: geminiImage({ count: 1 }),
        });
        expect(res.status).toBe(failure.status);
        expect(res.body.error).toBe('generation_failed');
        expect(res.body.message).toMatch(failure.message);
        expect(await balance(t, user.token)).toBe(50);
        expect(await latestGeneration(t, user.token)).toMatchObject({ status: 'failed' });
        await ledgerMatchesBalance(t, user.userId, user.token);
      });
    }

    it('a text safety stop fails and is refunded', async () => {
      const user = await richUser(20);
      fake.script('finish-safety');
      const res = await call(t, 'POST', '/api/gemini/generate/text', {
        token: user.token,
        json: geminiText({ count: 1 }),
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('generation_failed');
      expect(await balance(t, user.token)).toBe(20);
      await ledgerMatchesBalance(t, user.userId, user.token);
    });

    it('streams texts through streamGenerateContent: the pieces, then done; a block before the first words is refunded; a break after them keeps them', async () => {
      const user = await richUser(20);
      const stream = () =>
        call(t, 'POST', '/api/generate/text/stream', {
          token: user.token,
          json: geminiText({ count: 1 }),
          headers: { accept: 'text/event-stream' },
        });
      const eventsOf = (text: string) =>
        text
          .split('\n\n')
          .filter((block) => block.startsWith('event: '))
          .map((block) => ({
            event: block.slice(7, block.indexOf('\n')),
            data: JSON.parse(block.slice(block.indexOf('data: ') + 6)),
          }));
      const cost = textCost({ textLength: 'short', count: 1, outputLanguage: 'spanish' });

      const whole = eventsOf((await stream()).text);
      expect(fake.requests[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent');
      expect(whole[0]).toMatchObject({ event: 'accepted', data: { model: 'gemini' } });
      const deltas = whole.filter((e) => e.event === 'delta');
      expect(deltas.length).toBeGreaterThan(3);
      const done = whole.at(-1);
      expect(done).toMatchObject({ event: 'done', data: { ended: 'completed', model: 'gemini' } });
      expect(
        deltas
          .map((e) => e.data.text)
          .join('')
          .trim(),
      ).toBe(done?.data.texts[0]);
      expect(await balance(t, user.token)).toBe(20 - cost);

      fake.script('finish-safety');
      const blocked = eventsOf((await stream()).text);
      expect(blocked.map((e) => e.event)).toEqual(['accepted', 'error']);
      expect(blocked[1]?.data.error).toBe('generation_failed');
      expect(await balance(t, user.token)).toBe(20 - cost);

      fake.script('stream-break');
      const broken = eventsOf((await stream()).text);
      expect(broken.filter((e) => e.event === 'delta')).toHaveLength(1);
      expect(broken.at(-1)).toMatchObject({ event: 'done', data: { ended: 'failed' } });
      expect(await balance(t, user.token)).toBe(20 - 2 * cost);
      await ledgerMatchesBalance(t, user.userId, user.token);
    });

    it('not enough credits: 402 and the model is never called', async () => {
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        json: geminiImage(),
      });
      expect(res.status).toBe(402);
      expect(fake.requests).toHaveLength(0);
    });
  });
}

geminiSuite('sqlite');
geminiSuite('mariadb');
