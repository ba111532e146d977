import { randomUUID } from 'node:crypto';
import { sourcePicture } from '@lumen/adapters/testing';
import { imageCost, SOURCE_IMAGE_MESSAGES } from '@lumen/domain';
import { expect, it } from 'vitest';
import { balanceOf, grant, ledgerSum } from '../../testing/commerce';
import { describeOnDialects } from '../../testing/dialects';
import { call, signUp } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

type User = Awaited<ReturnType<typeof signUp>>;

async function generationCount(t: TestApp, token: string) {
  const res = await call(t, 'GET', '/api/generations', { token });
  return (res.body.generations as unknown[]).length;
}

/** One of the user's generated images: its URL. */
async function generatedImage(t: TestApp, user: User): Promise<string> {
  const res = await call(t, 'POST', '/api/generate/image', {
    token: user.token,
    json: { prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon', count: 1 },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.images[0] as string;
}

/** One of the user's uploads: its URL. */
async function uploadedImage(t: TestApp, user: User): Promise<string> {
  const form = new FormData();
  const { bytes } = await sourcePicture();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  const res = await call(t, 'POST', '/api/uploads/images', { token: user.token, body: form });
  expect(res.status, res.text).toBe(201);
  return (res.body as { url: string }).url;
}

const mediaBytes = async (t: TestApp, url: string) =>
  Buffer.from(await (await t.app.request(url)).arrayBuffer());

describeOnDialects('POST /api/generate/edit and /variation', (getApp) => {
  const price = imageCost({ size: '512x512', count: 1 });

  it('an edit of a generated image charges the image price once and leaves the original', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const source = await generatedImage(t, user);
    const before = await mediaBytes(t, source);
    const balance = await balanceOf(t, user.token);

    const res = await call(t, 'POST', '/api/generate/edit', {
      token: user.token,
      json: { prompt: 'make it a winter night', source: { url: source }, size: '512x512' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      creditsUsed: price,
      remainingCredits: balance - price,
      model: 'demo',
      metadata: [{ finalWidth: 512, finalHeight: 512 }],
    });
    const [edited] = res.body.images as string[];
    expect(edited).not.toBe(source);
    expect((await mediaBytes(t, edited ?? '')).equals(before)).toBe(false);
    expect((await mediaBytes(t, source)).equals(before)).toBe(true);
    expect(await balanceOf(t, user.token)).toBe(balance - price);
    expect(await ledgerSum(t, user.userId)).toBe(balance - price);
  });

  it('variations of an upload: count images, each its own', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const source = await uploadedImage(t, user);
    const res = await call(t, 'POST', '/api/generate/variation', {
      token: user.token,
      json: { source: { url: source }, count: 2, size: '512x512', prompt: 'me, smiling' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.creditsUsed).toBe(imageCost({ size: '512x512', count: 2 }));
    const images = res.body.images as string[];
    expect(images).toHaveLength(2);
    const [a, b] = await Promise.all(images.map((url) => mediaBytes(t, url)));
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false);
  });

  it('replayed with the same Idempotency-Key: the first answer, charged once', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const source = await uploadedImage(t, user);
    const key = randomUUID();
    const edit = () =>
      call(t, 'POST', '/api/generate/edit', {
        token: user.token,
        json: { prompt: 'warmer light', source: { url: source }, size: '512x512' },
        headers: { 'idempotency-key': key },
      });
    const first = await edit();
    const again = await edit();
    expect(first.status, first.text).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t, user.token)).toBe(20 - price);
    expect(await ledgerSum(t, user.userId)).toBe(20 - price);
    expect(await generationCount(t, user.token)).toBe(1);
  });

  it('a model failure is refunded once', async () => {
    const t = getApp();
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const source = await uploadedImage(t, user);
    const res = await call(t, 'POST', '/api/generate/edit', {
      token: user.token,
      json: { prompt: 'fail please [demo:fail]', source: { url: source }, size: '512x512' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('generation_failed');
    expect(await balanceOf(t, user.token)).toBe(20);
    expect(await ledgerSum(t, user.userId)).toBe(20);
    const history = await call(t, 'GET', '/api/generations', { token: user.token });
    expect(history.body.generations).toMatchObject([{ status: 'failed' }]);
  });

  it('another user’s, an unknown, an external or a malformed source: 400 on source.url, nothing charged', async () => {
    const t = getApp();
    const owner = await signUp(t);
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const theirs = await uploadedImage(t, owner);
    const mine = await uploadedImage(t, user);
    const unknown = mine.replace(/[0-9a-f]{8}(\.png)$/, '00000000$1');
    for (const url of [theirs, unknown, 'https://example.com/cat.png', '/media/../etc/passwd']) {
      for (const [path, json] of [
        ['/api/generate/edit', { prompt: 'bluer', source: { url }, size: '512x512' }],
        ['/api/generate/variation', { source: { url }, size: '512x512' }],
      ] as const) {
        const res = await call(t, 'POST', path, { token: user.token, json });
        expect(res.status, `${path} ${url}`).toBe(400);
        expect(res.body).toEqual({
          error: 'validation_error',
          message: SOURCE_IMAGE_MESSAGES.notOwn,
          issues: [{ path: 'source.url', message: SOURCE_IMAGE_MESSAGES.notOwn }],
        });
      }
    }
    expect(await balanceOf(t, user.token)).toBe(20);
    expect(await generationCount(t, user.token)).toBe(0);
  });

  it('the gallery keeps the lineage: the source’s live id, null once it is deleted', async () => {
    const t = getApp();
    const user = await signUp(t);
    const other = await signUp(t);
    await grant(t, user.userId, 20);
    const source = await generatedImage(t, user);
    const edited = await call(t, 'POST', '/api/generate/edit', {
      token: user.token,
      json: { prompt: 'at night', source: { url: source }, size: '512x512' },
    });
    const child = (edited.body.images as string[])[0] ?? '';
    const settings = { size: '512x512', style: 'cartoon', guidance: 7, aspectRatio: '1:1' };
    const savedSource = await call(t, 'POST', '/api/images/save', {
      token: user.token,
      json: { imageUrls: [{ url: source, prompt: 'a lighthouse at dusk' }], settings },
    });
    expect(savedSource.status, savedSource.text).toBe(201);
    const sourceId = savedSource.body.images[0]?.id;
    expect(savedSource.body.images[0]?.derivedFrom).toBeNull();

    const saved = await call(t, 'POST', '/api/images/save', {
      token: user.token,
      json: {
        imageUrls: [{ url: child, prompt: 'at night', derivedFrom: { url: source, kind: 'edit' } }],
        settings,
      },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.images[0]?.derivedFrom).toEqual({
      url: source,
      kind: 'edit',
      imageId: sourceId,
    });

    const listed = async () => {
      const page = await call(t, 'GET', '/api/images/saved', { token: user.token });
      return page.body.images.find((image) => image.url === child)?.derivedFrom;
    };
    expect(await listed()).toEqual({ url: source, kind: 'edit', imageId: sourceId });
    expect((await call(t, 'DELETE', `/api/images/${sourceId}`, { token: user.token })).status).toBe(
      204,
    );
    expect(await listed()).toEqual({ url: source, kind: 'edit', imageId: null });

    // The data export keeps the lineage.
    const exported = await t.app.request('/api/account/export', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(exported.status).toBe(200);
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const rows = JSON.parse(entries.get('images.json')?.toString() ?? '[]') as {
      imageUrl: string;
      derivedFrom: unknown;
    }[];
    expect(rows.find((row) => row.imageUrl === child)?.derivedFrom).toEqual({
      url: source,
      kind: 'edit',
    });

    // Another user's media is no source to name.
    const foreign = await call(t, 'POST', '/api/images/save', {
      token: other.token,
      json: {
        imageUrls: [
          { url: await uploadedImage(t, other), derivedFrom: { url: source, kind: 'variation' } },
        ],
        settings,
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'imageUrls.0.derivedFrom.url', message: expect.any(String) },
    ]);
  });
});
