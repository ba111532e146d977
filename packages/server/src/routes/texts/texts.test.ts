import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';

const valid = {
  content: 'Dear team, the launch is on Friday.',
  prompt: 'announce the launch',
  textType: 'email',
  textLength: 'short',
  writingStyle: 'professional',
  outputLanguage: 'english',
};

describeOnDialects('texts routes', (getApp) => {
  describe('POST /api/texts/save', () => {
    it('201 with the saved text', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/texts/save', { token: user.token, json: valid });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        text_type: 'email',
        text_length: 'short',
        writing_style: 'professional',
        output_language: 'english',
        prompt: 'announce the launch',
        content: 'Dear team, the launch is on Friday.',
        created_at: expect.any(String),
      });
    });

    it.each([
      [{ content: '' }, 'content'],
      [{ prompt: '' }, 'prompt'],
      [{ textType: 'poem' }, 'textType'],
      [{ textLength: 'epic' }, 'textLength'],
      [{ writingStyle: 'snarky' }, 'writingStyle'],
      [{ outputLanguage: 'klingon' }, 'outputLanguage'],
      [{ content: 42 }, 'content'],
      [{ prompt: { a: 1 } }, 'prompt'],
    ])('400 for %o', async (overrides, path) => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/texts/save', {
        token: user.token,
        json: { ...valid, ...overrides },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe(path);
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'POST', '/api/texts/save', { json: valid });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
    });
  });

  describe('GET /api/texts/saved', () => {
    it('answers { texts, total, page, totalPages }: newest first, search and filters', async () => {
      const t = getApp();
      const user = await signUp(t);
      const save = async (overrides: Record<string, unknown>) => {
        const res = await call(t, 'POST', '/api/texts/save', {
          token: user.token,
          json: { ...valid, ...overrides },
        });
        expect(res.status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      await save({ prompt: 'first', content: 'Alpha bravo' });
      await save({ prompt: 'second', textType: 'article', textLength: 'long' });
      await save({ prompt: 'third', writingStyle: 'casual', content: 'Charlie delta' });
      const get = (query: string) =>
        call(t, 'GET', `/api/texts/saved?${query}`, { token: user.token });

      const all = await get('');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
      expect(all.body.texts.map((x: { prompt: string }) => x.prompt)).toEqual([
        'third',
        'second',
        'first',
      ]);
      expect((await get('search=CHARLIE')).body.total).toBe(1);
      expect((await get('search=second')).body.total).toBe(1);
      expect((await get('textType=article')).body.texts[0]?.prompt).toBe('second');
      expect((await get('textLength=long')).body.total).toBe(1);
      expect((await get('writingStyle=casual')).body.total).toBe(1);
      const paged = await get('limit=2&page=2');
      expect(paged.body).toMatchObject({ total: 3, page: 2, totalPages: 2 });
      expect(paged.body.texts.map((x: { prompt: string }) => x.prompt)).toEqual(['first']);
    });

    it.each([
      ['textType=poem', 'textType'],
      ['textLength=epic', 'textLength'],
      ['writingStyle=snarky', 'writingStyle'],
      ['limit=51', 'limit'],
      ['page=-1', 'page'],
    ])('400 for ?%s', async (query, path) => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'GET', `/api/texts/saved?${query}`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe(path);
    });

    it('401 without a token', async () => {
      expect((await call(getApp(), 'GET', '/api/texts/saved')).status).toBe(401);
    });
  });

  describe('DELETE /api/texts/{id}', () => {
    it('204 for the owner; the text is gone; 404 the second time', async () => {
      const t = getApp();
      const user = await signUp(t);
      const saved = await call(t, 'POST', '/api/texts/save', { token: user.token, json: valid });
      const res = await call(t, 'DELETE', `/api/texts/${saved.body.id}`, { token: user.token });
      expect(res.status).toBe(204);
      expect((await call(t, 'GET', '/api/texts/saved', { token: user.token })).body.total).toBe(0);
      expect(
        (await call(t, 'DELETE', `/api/texts/${saved.body.id}`, { token: user.token })).status,
      ).toBe(404);
    });

    it('another user’s id answers 404 like a missing one, and deletes nothing', async () => {
      const t = getApp();
      const owner = await signUp(t);
      const intruder = await signUp(t);
      const saved = await call(t, 'POST', '/api/texts/save', { token: owner.token, json: valid });
      const res = await call(t, 'DELETE', `/api/texts/${saved.body.id}`, { token: intruder.token });
      expect(res.status).toBe(404);
      const missing = await call(t, 'DELETE', '/api/texts/does-not-exist', {
        token: intruder.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(res.body);
      expect((await call(t, 'GET', '/api/texts/saved', { token: owner.token })).body.total).toBe(1);
    });

    it('401 without a token', async () => {
      expect((await call(getApp(), 'DELETE', '/api/texts/abc')).status).toBe(401);
    });
  });
});
