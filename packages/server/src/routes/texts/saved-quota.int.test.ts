import { expect, it } from 'vitest';
import { describeOnDialects } from '../../testing/dialects';
import { call, signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

// A 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const ITEMS_MAX = 4;
const BYTES_MAX = 4096;

const text = (content: string, prompt = 'a note') => ({
  content,
  prompt,
  textType: 'email',
  textLength: 'short',
  writingStyle: 'professional',
  outputLanguage: 'english',
});

async function saveImage(t: TestApp, user: { token: string; userId: string }, prompt = 'a fox') {
  const { url } = await t.container.deps.mediaStore.put({
    userId: user.userId,
    bytes: PNG,
    contentType: 'image/png',
  });
  return call(t, 'POST', '/api/images/save', {
    token: user.token,
    json: { imageUrls: [{ url, prompt }], settings: {} },
  });
}

const library = async (t: TestApp, token: string) =>
  (await call(t, 'GET', '/api/account/stats', { token })).body.library;

describeOnDialects(
  'the saved library’s quota',
  (getApp) => {
    it('counts texts and images together: past SAVED_ITEMS_MAX a save is 409 quota_exceeded, until one is deleted', async () => {
      const t = getApp();
      const user = await signUp(t);
      const saved: string[] = [];
      for (let i = 0; i < ITEMS_MAX - 1; i++) {
        const res = await call(t, 'POST', '/api/texts/save', {
          token: user.token,
          json: text(`note ${i}`),
        });
        expect(res.status, res.text).toBe(201);
        saved.push(res.body.id as string);
      }
      expect((await saveImage(t, user)).status).toBe(201);

      const refused = await call(t, 'POST', '/api/texts/save', {
        token: user.token,
        json: text('one too many'),
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'quota_exceeded',
        message: `Your library is full: it can hold ${ITEMS_MAX} saved texts and images. Delete some to save more.`,
      });
      const image = await saveImage(t, user);
      expect(image.status).toBe(409);
      expect(image.body.error).toBe('quota_exceeded');
      // Nothing of a refused save was kept.
      const texts = await call(t, 'GET', '/api/texts/saved', { token: user.token });
      expect(texts.body.total).toBe(ITEMS_MAX - 1);
      expect(await library(t, user.token)).toMatchObject({
        items: ITEMS_MAX,
        items_max: ITEMS_MAX,
        bytes_max: BYTES_MAX,
      });

      // Another account has its own library.
      const other = await signUp(t);
      expect((await saveImage(t, other)).status).toBe(201);

      expect(
        (await call(t, 'DELETE', `/api/texts/${saved[0]}`, { token: user.token })).status,
      ).toBe(204);
      expect((await saveImage(t, user)).status).toBe(201);
      expect((await library(t, user.token)).items).toBe(ITEMS_MAX);
    });

    it('counts the bytes of what is saved: past SAVED_BYTES_MAX a save is 409 quota_exceeded', async () => {
      const t = getApp();
      const user = await signUp(t);
      // 3,000 bytes of content (a thousand 3-byte characters) and a 6-byte prompt.
      const big = await call(t, 'POST', '/api/texts/save', {
        token: user.token,
        json: text('€'.repeat(1000), 'prompt'),
      });
      expect(big.status, big.text).toBe(201);
      expect(await library(t, user.token)).toMatchObject({ items: 1, bytes: 3006 });
      const refused = await call(t, 'POST', '/api/texts/save', {
        token: user.token,
        json: text('x'.repeat(1100), 'prompt'),
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'quota_exceeded',
        message:
          'Your library is full: saved texts and images can take up 4 KB. Delete some to save more.',
      });
      expect(
        (
          await call(t, 'POST', '/api/texts/save', {
            token: user.token,
            json: text('x'.repeat(1000), 'prompt'),
          })
        ).status,
      ).toBe(201);
      expect(await library(t, user.token)).toMatchObject({ items: 2, bytes: 4012 });
    });

    it('of many saves at once, no more pass than the quota allows', async () => {
      const t = getApp();
      const user = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: ITEMS_MAX * 3 }, (_, i) =>
          call(t, 'POST', '/api/texts/save', { token: user.token, json: text(`race ${i}`) }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(ITEMS_MAX);
      expect(statuses.filter((status) => status === 409)).toHaveLength(ITEMS_MAX * 2);
      const texts = await call(t, 'GET', '/api/texts/saved', { token: user.token });
      expect(texts.body.total).toBe(ITEMS_MAX);
      expect((await library(t, user.token)).items).toBe(ITEMS_MAX);
    });
  },
  () => ({ env: { SAVED_ITEMS_MAX: String(ITEMS_MAX), SAVED_BYTES_MAX: String(BYTES_MAX) } }),
);
