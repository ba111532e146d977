import { describe, expect, it } from 'vitest';
import { FOREIGN_IMAGE_URL_MESSAGE } from '@lumen/domain/use-cases';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';
import { grant } from '../../testing/commerce';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';

// A 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describeOnDialects('images routes', (getApp) => {
  const issue = async (t: TestApp, userId: string) =>
    (await t.container.deps.mediaStore.put({ userId, bytes: PNG, contentType: 'image/png' })).url;

  const body = (urls: string[], prompt = 'a lighthouse at dusk') => ({
    imageUrls: urls.map((url, i) => ({
      id: `gen-${i}`,
      url,
      prompt: `${prompt} ${i}`,
      negativePrompt: 'blur',
      settings: { size: '1024x1024', style: 'vintage', model: 'demo', guidance: 8 },
      aspectRatio: '16:9',
      sizeRequested: 1024,
      finalWidth: 1024,
      finalHeight: 576,
      upscale: 0,
      styleTransfer: 1,
      timestamp: new Date().toISOString(),
    })),
    settings: {
      size: '1024x1024',
      style: 'vintage',
      guidance: 8,
      aspectRatio: '16:9',
      sizeRequested: 1024,
      upscale: false,
      styleTransfer: true,
    },
  });

  describe('POST /api/images/save', () => {
    it('keeps what the server recorded of each generation, whatever the request says', async () => {
      const t = getApp();
      const user = await signUp(t);
      await grant(t, user.userId, 20);
      const generate = async (json: Record<string, unknown>) => {
        const res = await call(t, 'POST', '/api/generate/image', { token: user.token, json });
        expect(res.status, res.text).toBe(200);
        return res.body as { images: string[]; metadata: { finalWidth: number }[] };
      };
      const vintage = await generate({
        prompt: 'a lighthouse at dusk',
        negativePrompt: 'fog',
        model: 'demo',
        size: '512x512',
        style: 'vintage',
        aspectRatio: '16:9',
        count: 2,
      });
      const cartoon = await generate({
        prompt: 'a fox in the snow',
        model: 'demo',
        size: '768x768',
        style: 'cartoon',
      });
      const urls = [
        vintage.images[0] as string,
        `${TEST_PUBLIC_URL}${vintage.images[1]}`,
        cartoon.images[0] as string,
      ];
      // A forged prompt and one batch's settings for all three (what the old screen sent).
      const forged = body(urls, 'forged prompt');
      const res = await call(t, 'POST', '/api/images/save', { token: user.token, json: forged });
      expect(res.status).toBe(201);
      const saved = res.body.images as Record<string, unknown>[];
      const fromVintage = {
        prompt: 'a lighthouse at dusk',
        negativePrompt: 'fog',
        settings: { size: '512x512', style: 'vintage', model: 'demo', guidance: 7 },
        aspectRatio: '16:9',
        sizeRequested: 512,
        finalWidth: 512,
        finalHeight: 288,
        upscale: 0,
        styleTransfer: 0,
      };
      expect(saved[0]).toMatchObject({ url: urls[0], ...fromVintage });
      expect(saved[1]).toMatchObject({ url: urls[1], ...fromVintage });
      expect(saved[2]).toMatchObject({
        url: urls[2],
        prompt: 'a fox in the snow',
        negativePrompt: '',
        settings: { size: '768x768', style: 'cartoon', model: 'demo' },
        aspectRatio: '1:1',
        sizeRequested: 768,
        finalWidth: 768,
        finalHeight: 768,
      });
      const gallery = await call(t, 'GET', '/api/images/saved?style=cartoon', {
        token: user.token,
      });
      expect(gallery.body.images.map((i: { url: string }) => i.url)).toEqual([urls[2]]);
    });

    it('201 { images } for media this server issued to this user (relative or absolute URL)', async () => {
      const t = getApp();
      const user = await signUp(t);
      const relative = await issue(t, user.userId);
      const absolute = `${TEST_PUBLIC_URL}${await issue(t, user.userId)}`;
      const res = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: body([relative, absolute]),
      });
      expect(res.status).toBe(201);
      expect(res.body.images).toHaveLength(2);
      expect(res.body.images[0]).toEqual({
        id: expect.any(String),
        url: relative,
        prompt: 'a lighthouse at dusk 0',
        negativePrompt: 'blur',
        settings: { size: '1024x1024', style: 'vintage', model: 'demo', guidance: 8 },
        aspectRatio: '16:9',
        sizeRequested: 1024,
        finalWidth: 1024,
        finalHeight: 576,
        upscale: 0,
        styleTransfer: 1,
        derivedFrom: null,
        timestamp: expect.any(String),
      });
    });

    it.each([
      ['a foreign URL', 'https://images.example.com/cat.png'],
      ['a look-alike host', 'http://lumen.test.evil.example/media/x/y.png'],
      ['a path escape', '/media/../lumen.sqlite'],
      [
        'a media URL that was never issued',
        '/media/someone/00000000-0000-4000-8000-000000000000.png',
      ],
      ['an internal address', 'http://169.254.169.254/latest/meta-data'],
      ['a file URL', 'file:///etc/passwd'],
    ])('400 for %s, and nothing is saved', async (_name, url) => {
      const t = getApp();
      const user = await signUp(t);
      const mine = await issue(t, user.userId);
      const res = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: body([mine, url]),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FOREIGN_IMAGE_URL_MESSAGE);
      expect(res.body.issues).toEqual([
        { path: 'imageUrls.1.url', message: FOREIGN_IMAGE_URL_MESSAGE },
      ]);
      const list = await call(t, 'GET', '/api/images/saved', { token: user.token });
      expect(list.body.total).toBe(0);
    });

    it('400 for another user’s media', async () => {
      const t = getApp();
      const owner = await signUp(t);
      const intruder = await signUp(t);
      const theirs = await issue(t, owner.userId);
      const res = await call(t, 'POST', '/api/images/save', {
        token: intruder.token,
        json: body([theirs]),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FOREIGN_IMAGE_URL_MESSAGE);
    });

    it.each([
      [{ imageUrls: [] }, 'imageUrls'],
      [{ imageUrls: 'x' }, 'imageUrls'],
      [{ imageUrls: [{ url: 42 }] }, 'imageUrls.0.url'],
      [{ settings: { size: '999x999' } }, 'settings.size'],
      [{ settings: { style: 'noir' } }, 'settings.style'],
      [{ settings: { guidance: 21 } }, 'settings.guidance'],
      [{ settings: { guidance: '7' } }, 'settings.guidance'],
      [{ settings: { aspectRatio: '4:3' } }, 'settings.aspectRatio'],
    ])('400 for %o', async (overrides, path) => {
      const t = getApp();
      const user = await signUp(t);
      const base = body([await issue(t, user.userId)]);
      const json = {
        ...base,
        ...overrides,
        ...('settings' in overrides
          ? { settings: { ...base.settings, ...overrides.settings } }
          : {}),
      };
      const res = await call(t, 'POST', '/api/images/save', { token: user.token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe(path);
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'POST', '/api/images/save', {
        json: body(['/media/a/b.png']),
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
    });
  });

  describe('GET /api/images/saved', () => {
    async function gallery(t: TestApp) {
      const user = await signUp(t);
      const save = async (prompt: string, style: string, size: string, aspectRatio: string) => {
        const json = body([await issue(t, user.userId)], prompt);
        json.settings = { ...json.settings, style, size, aspectRatio };
        const res = await call(t, 'POST', '/api/images/save', { token: user.token, json });
        expect(res.status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      await save('zebra crossing', 'realistic', '1024x1024', '1:1');
      await save('apple orchard', 'cartoon', '512x512', '16:9');
      await save('mountain lake', 'cartoon', '1024x1024', '9:16');
      return user;
    }

    it('answers { images, total, page, totalPages } with filters, search and sort', async () => {
      const t = getApp();
      const user = await gallery(t);
      const get = (query: string) =>
        call(t, 'GET', `/api/images/saved?${query}`, { token: user.token });

      const all = await get('');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
      expect(all.body.images).toHaveLength(3);

      const byPrompt = await get('sortBy=prompt&sortOrder=asc');
      expect(byPrompt.body.images.map((i: { prompt: string }) => i.prompt)).toEqual([
        'apple orchard 0',
        'mountain lake 0',
        'zebra crossing 0',
      ]);
      const byPromptDesc = await get('sortBy=prompt&sortOrder=desc');
      expect(byPromptDesc.body.images[0]?.prompt).toBe('zebra crossing 0');

      expect((await get('style=cartoon')).body.total).toBe(2);
      expect((await get('style=cartoon&size=512x512')).body.total).toBe(1);
      expect((await get('aspectRatio=9%3A16')).body.images[0]?.prompt).toBe('mountain lake 0');
      expect((await get('search=ORCHARD')).body.total).toBe(1);
      expect((await get('search=&style=&size=')).body.total).toBe(3);

      const paged = await get('limit=2&page=2&sortBy=prompt&sortOrder=asc');
      expect(paged.body).toMatchObject({ total: 3, page: 2, totalPages: 2 });
      expect(paged.body.images.map((i: { prompt: string }) => i.prompt)).toEqual([
        'zebra crossing 0',
      ]);
    });

    it('shows only the caller’s images', async () => {
      const t = getApp();
      await gallery(t);
      const stranger = await signUp(t);
      const res = await call(t, 'GET', '/api/images/saved', { token: stranger.token });
      expect(res.body).toEqual({ images: [], total: 0, page: 1, totalPages: 1 });
    });

    it.each([
      ['sortBy=width', 'sortBy'],
      ['sortBy=created_at;DROP TABLE users', 'sortBy'],
      ['sortOrder=sideways', 'sortOrder'],
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['style=noir', 'style'],
      ['size=100x100', 'size'],
      ['aspectRatio=4:3', 'aspectRatio'],
    ])('400 for ?%s', async (query, path) => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'GET', `/api/images/saved?${query}`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe(path);
    });

    it('401 without a token', async () => {
      expect((await call(getApp(), 'GET', '/api/images/saved')).status).toBe(401);
    });
  });

  describe('GET /api/images/{id}', () => {
    it('200 the image as the gallery lists it, with where it was made from; 404 once deleted', async () => {
      const t = getApp();
      const user = await signUp(t);
      const source = await issue(t, user.userId);
      const first = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: body([source]),
      });
      const json = body([await issue(t, user.userId)], 'at night');
      const child = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: {
          ...json,
          imageUrls: json.imageUrls.map((image) => ({
            ...image,
            derivedFrom: { url: source, kind: 'edit' },
          })),
        },
      });
      expect(child.status, child.text).toBe(201);
      const childId = child.body.images[0]?.id;
      const listed = await call(t, 'GET', '/api/images/saved', { token: user.token });
      const one = await call(t, 'GET', `/api/images/${childId}`, { token: user.token });
      expect(one.status).toBe(200);
      expect(one.body).toEqual(listed.body.images.find((i: { id: string }) => i.id === childId));
      expect(one.body.derivedFrom).toEqual({
        url: source,
        kind: 'edit',
        imageId: first.body.images[0]?.id,
      });

      const sourceId = first.body.images[0]?.id;
      expect((await call(t, 'GET', `/api/images/${sourceId}`, { token: user.token })).status).toBe(
        200,
      );
      await call(t, 'DELETE', `/api/images/${sourceId}`, { token: user.token });
      const gone = await call(t, 'GET', `/api/images/${sourceId}`, { token: user.token });
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe('not_found');
      const after = await call(t, 'GET', `/api/images/${childId}`, { token: user.token });
      expect(after.body.derivedFrom?.imageId).toBeNull();
    });

    it('another user’s id answers 404 like a missing one; 401 without a token', async () => {
      const t = getApp();
      const owner = await signUp(t);
      const intruder = await signUp(t);
      const saved = await call(t, 'POST', '/api/images/save', {
        token: owner.token,
        json: body([await issue(t, owner.userId)]),
      });
      const id = saved.body.images[0]?.id;
      const foreign = await call(t, 'GET', `/api/images/${id}`, { token: intruder.token });
      expect(foreign.status).toBe(404);
      const missing = await call(t, 'GET', '/api/images/does-not-exist', {
        token: intruder.token,
      });
      expect(missing.body).toEqual(foreign.body);
      expect((await call(t, 'GET', `/api/images/${id}`)).status).toBe(401);
    });
  });

  describe('DELETE /api/images/{id}', () => {
    it('204 for the owner; the image leaves the gallery; 404 the second time', async () => {
      const t = getApp();
      const user = await signUp(t);
      const saved = await call(t, 'POST', '/api/images/save', {
        token: user.token,
        json: body([await issue(t, user.userId), await issue(t, user.userId)]),
      });
      const id = saved.body.images[0]?.id;
      const res = await call(t, 'DELETE', `/api/images/${id}`, { token: user.token });
      expect(res.status).toBe(204);
      const left = await call(t, 'GET', '/api/images/saved', { token: user.token });
      expect(left.body.total).toBe(1);
      expect(left.body.images.map((i: { id: string }) => i.id)).not.toContain(id);
      expect((await call(t, 'DELETE', `/api/images/${id}`, { token: user.token })).status).toBe(
        404,
      );
    });

    it('another user’s id answers 404 like a missing one, and deletes nothing', async () => {
      const t = getApp();
      const owner = await signUp(t);
      const intruder = await signUp(t);
      const saved = await call(t, 'POST', '/api/images/save', {
        token: owner.token,
        json: body([await issue(t, owner.userId)]),
      });
      const res = await call(t, 'DELETE', `/api/images/${saved.body.images[0]?.id}`, {
        token: intruder.token,
      });
      expect(res.status).toBe(404);
      const missing = await call(t, 'DELETE', '/api/images/does-not-exist', {
        token: intruder.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(res.body);
      expect((await call(t, 'GET', '/api/images/saved', { token: owner.token })).body.total).toBe(
        1,
      );
    });

    it('401 without a token', async () => {
      expect((await call(getApp(), 'DELETE', '/api/images/abc')).status).toBe(401);
    });
  });

  describe('GET /media/*', () => {
    it('serves stored media with its content type; unknown or odd keys are 404', async () => {
      const t = getApp();
      const user = await signUp(t);
      const url = await issue(t, user.userId);
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
      expect(
        (await t.app.request('/media/nobody/00000000-0000-4000-8000-000000000000.png')).status,
      ).toBe(404);
      expect((await t.app.request('/media/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    });
  });
});
