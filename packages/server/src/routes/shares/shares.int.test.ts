import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { fillLibrary } from '../../testing/library';
import { createTestAppPair, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { OffsetClock } from '../../testing/commerce';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(['sqlite', 'mariadb'] as const)('share links on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  const clock = new OffsetClock();
  beforeAll(async () => {
    // Two instances over one database: what one revokes, the other refuses at once.
    ({ a, b, close } = await createTestAppPair(dialect, { clock }));
  });
  afterAll(async () => {
    await close?.();
  });

  async function share(token: string, json: object) {
    return call(a, 'POST', '/api/shares', { token, json });
  }
  const tokenOf = (url: string) => url.slice(`${TEST_PUBLIC_URL}/s/`.length);

  it('shares a saved image: a public page with Open Graph tags, noindex, no account data', async () => {
    const user = await signUp(a, { full_name: 'Grace Hopper' });
    const library = await fillLibrary(a, user);
    const made = await share(user.token, {
      itemType: 'image',
      itemId: library.imageId,
      expiresIn: '7d',
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      itemType: 'image',
      itemId: library.imageId,
      kind: 'image',
      prompt: 'a lighthouse at dusk',
    });
    expect(made.body.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/s/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(made.body.expires_at ?? '') - Date.parse(made.body.created_at)).toBeCloseTo(
      7 * DAY_MS,
      -4,
    );
    const token = tokenOf(made.body.url);

    const page = await call(b, 'GET', `/s/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain(
      `<meta property="og:image" content="${TEST_PUBLIC_URL}/s/${token}/image">`,
    );
    expect(page.text).toContain('<meta property="og:title"');
    expect(page.text).toContain('a lighthouse at dusk');
    expect(page.text).not.toContain('<script');
    // "Use this prompt": the image generator with the prompt filled in.
    const usePrompt = /<a href="([^"]+)">Use this prompt<\/a>/.exec(page.text)?.[1] ?? '';
    const link = new URL(usePrompt.replaceAll('&amp;', '&'), TEST_PUBLIC_URL);
    expect(link.pathname).toBe('/image-generator');
    expect(JSON.parse(link.searchParams.get('remix') ?? '')).toEqual({
      prompt: 'a lighthouse at dusk',
    });
    // Nothing about the account, and not the media address behind the link.
    for (const secret of ['Grace Hopper', user.email, user.userId, library.imageUrl]) {
      expect(page.text).not.toContain(secret);
    }

    // Media live in the first instance's DATA_DIR (several instances share a bucket instead).
    const image = await a.app.request(`/s/${token}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const direct = await a.app.request(library.imageUrl);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(await direct.arrayBuffer()));

    const json = await call(b, 'GET', `/api/public/shares/${token}`);
    expect(json.status).toBe(200);
    expect(json.body).toEqual({
      kind: 'image',
      prompt: 'a lighthouse at dusk',
      text: null,
      imageUrl: `/s/${token}/image`,
      created_at: expect.any(String),
      expires_at: made.body.expires_at,
    });

    const es = await call(b, 'GET', `/s/${token}`, { headers: { 'accept-language': 'es-MX' } });
    expect(es.text).toContain('<html lang="es">');
    expect(es.text).toContain('>Usar este prompt</a>');
  });

  it('shares a saved text and an image generation; a text generation or a stranger’s item is a 404', async () => {
    const user = await signUp(a);
    const library = await fillLibrary(a, user, 'a fox in the snow');
    const text = await share(user.token, {
      itemType: 'text',
      itemId: library.textId,
      expiresIn: 'never',
    });
    expect(text.status).toBe(201);
    expect(text.body.expires_at).toBeNull();
    const page = await call(b, 'GET', `/s/${tokenOf(text.body.url)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('the launch of a fox in the snow is on Friday.');
    expect(page.text).toMatch(/<a href="\/text-generator\?remix=[^"]+">Use this prompt<\/a>/);
    expect((await b.app.request(`/s/${tokenOf(text.body.url)}/image`)).status).toBe(404);

    const generation = await share(user.token, {
      itemType: 'generation',
      itemId: library.generationId,
      expiresIn: '1d',
    });
    expect(generation.status).toBe(201);
    expect((await a.app.request(`/s/${tokenOf(generation.body.url)}/image`)).status).toBe(200);

    const stranger = await signUp(a);
    for (const item of [
      { itemType: 'image', itemId: library.imageId },
      { itemType: 'text', itemId: library.textId },
      { itemType: 'generation', itemId: library.generationId },
      { itemType: 'generation', itemId: 'no-such-id' },
    ]) {
      const refused = await share(stranger.token, { ...item, expiresIn: '7d' });
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('not_found');
    }
    expect(
      (await share(user.token, { itemType: 'video', itemId: 'x', expiresIn: '7d' })).status,
    ).toBe(400);
  });

  it('revoked on one instance, 404 at once on the other; listed until then; a stranger cannot revoke', async () => {
    const user = await signUp(a);
    const library = await fillLibrary(a, user);
    const made = await share(user.token, {
      itemType: 'image',
      itemId: library.imageId,
      expiresIn: 'never',
    });
    const token = tokenOf(made.body.url);
    expect((await call(b, 'GET', `/s/${token}`)).status).toBe(200);

    const listed = await call(b, 'GET', '/api/shares', { token: user.token });
    expect(listed.body.shares.map((s: { id: string }) => s.id)).toContain(made.body.id);

    const stranger = await signUp(a);
    expect(
      (await call(a, 'DELETE', `/api/shares/${made.body.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await call(b, 'GET', `/s/${token}`)).status).toBe(200);

    expect(
      (await call(a, 'DELETE', `/api/shares/${made.body.id}`, { token: user.token })).status,
    ).toBe(204);
    const gone = await call(b, 'GET', `/s/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await a.app.request(`/s/${token}/image`)).status).toBe(404);
    expect((await call(b, 'GET', `/api/public/shares/${token}`)).status).toBe(404);
    const after = await call(b, 'GET', '/api/shares', { token: user.token });
    expect(after.body.shares.map((s: { id: string }) => s.id)).not.toContain(made.body.id);
    expect(
      (await call(a, 'DELETE', `/api/shares/${made.body.id}`, { token: user.token })).status,
    ).toBe(404);
  });

  it('expires after its day; deleting the item ends the link too', async () => {
    const user = await signUp(a);
    const library = await fillLibrary(a, user);
    const day = await share(user.token, {
      itemType: 'image',
      itemId: library.imageId,
      expiresIn: '1d',
    });
    const text = await share(user.token, {
      itemType: 'text',
      itemId: library.textId,
      expiresIn: '7d',
    });
    expect((await call(b, 'GET', `/s/${tokenOf(day.body.url)}`)).status).toBe(200);
    clock.offsetMs = DAY_MS + 1000;
    try {
      expect((await call(b, 'GET', `/s/${tokenOf(day.body.url)}`)).status).toBe(404);
      expect((await call(b, 'GET', `/s/${tokenOf(text.body.url)}`)).status).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
    expect(
      (await call(a, 'DELETE', `/api/texts/${library.textId}`, { token: user.token })).status,
    ).toBe(204);
    expect((await call(b, 'GET', `/s/${tokenOf(text.body.url)}`)).status).toBe(404);
  });

  it('an unknown or malformed token is the same 404 page', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const res = await call(b, 'GET', `/s/${token}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('This link has expired or was removed by its owner.');
    }
  });
});
