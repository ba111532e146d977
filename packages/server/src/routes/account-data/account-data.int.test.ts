import { randomBytes, randomUUID } from 'node:crypto';
import { createTestRedis, type TestRedis } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../testing/commerce';
import { call, createPersonalToken, signUp } from '../../testing/http';
import { fillLibrary } from '../../testing/library';
import { createTestApp, createTestAppPair, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';
import { waitFor } from '../../testing/wait-for';

/** GET /api/account/export as the signed-in user: the answer, its body not read yet. */
const exportOf = (t: TestApp, token: string) =>
  t.app.request('/api/account/export', { headers: { authorization: `Bearer ${token}` } });

async function expectRefused(res: Response, error: string) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe(error);
  expect(body.message.length).toBeGreaterThan(0);
}

/** Exports an hour per user in these tests (EXPORT_LIMIT_PER_HOUR). */
const EXPORTS_PER_HOUR = 3;

describe.each(['sqlite', 'mariadb'] as const)('download my data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { EXPORT_LIMIT_PER_HOUR: String(EXPORTS_PER_HOUR) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a ZIP with the manifest, profile, billing, money, generations, every saved text and image', async () => {
    const user = await signUp(t, { full_name: 'Ada Export' });
    const library = await fillLibrary(t, user);
    const billing = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: {
        billing_name: 'Ada Export',
        address: '1 Analytical Way',
        city: 'London',
        postal_code: 'N1 1AA',
        country: 'GB',
      },
    });
    expect(billing.status, billing.text).toBe(201);
    const stranger = await signUp(t);
    const theirs = await fillLibrary(t, stranger, 'someone else’s fox');

    const res = await t.app.request('/api/account/export', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lumen-studio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'lumen-studio-export',
      userId: user.userId,
      counts: { savedImages: 1, savedTexts: 1, generations: 1, billingProfiles: 1 },
    });
    expect([...entries.keys()].sort()).toEqual(['manifest.json', ...manifest.files].sort());

    const profile = JSON.parse(entries.get('profile.json')?.toString() ?? '{}');
    expect(profile).toMatchObject({ email: user.email, fullName: 'Ada Export' });
    expect(JSON.stringify(profile)).not.toContain('argon2');
    expect(entries.get('billing-profiles.json')?.toString()).toContain('1 Analytical Way');
    expect(JSON.parse(entries.get('ledger.json')?.toString() ?? '[]').length).toBeGreaterThan(0);
    expect(JSON.parse(entries.get('generations.json')?.toString() ?? '[]')[0].id).toBe(
      library.generationId,
    );
    const texts = [...entries.keys()].filter((name) => name.startsWith('texts/'));
    expect(texts).toEqual([expect.stringMatching(new RegExp(`${library.textId}\\.md$`))]);
    expect(entries.get(texts[0] ?? '')?.toString()).toContain(library.textContent);
    const images = [...entries.keys()].filter((name) => name.startsWith('images/'));
    expect(images).toEqual([expect.stringMatching(new RegExp(`${library.imageId}\\.png$`))]);
    const media = await t.app.request(library.imageUrl);
    expect(entries.get(images[0] ?? '')).toEqual(Buffer.from(await media.arrayBuffer()));

    // Nothing of another account.
    const all = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const foreign of [stranger.email, theirs.textId, theirs.imageId, 'someone else']) {
      expect(all).not.toContain(foreign);
    }
  });

  it('the voice and video files of completed generations are in the ZIP, in the manifest', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 20);
    const voice = await call(t, 'POST', '/api/generate/voice', {
      token: user.token,
      json: {
        text: 'Welcome to Lumen Studio.',
        language: 'en',
        voice: 'Kore',
        speed: 1,
        format: 'mp3',
        model: 'demo',
      },
    });
    expect(voice.status, voice.text).toBe(200);
    const started = await call(t, 'POST', '/api/generate/video', {
      token: user.token,
      json: {
        prompt: 'a lighthouse at dusk',
        durationSeconds: 4,
        aspectRatio: '16:9',
        model: 'demo',
      },
    });
    expect(started.status, started.text).toBe(202);
    const videoId = started.body.generationId as string;
    const done = await waitFor(
      async () => (await call(t, 'GET', `/api/generations/${videoId}`, { token: user.token })).body,
      (answer) => answer.status !== 'pending',
      60_000,
    );
    expect(done.status).toBe('completed');

    const res = await exportOf(t, user.token);
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
    const audio = manifest.files.filter((name: string) => name.endsWith('.mp3'));
    const videos = manifest.files.filter((name: string) => name.endsWith('.mp4'));
    expect(audio).toHaveLength(1);
    expect(videos).toEqual([expect.stringContaining(videoId)]);
    const served = async (url: string) =>
      Buffer.from(await (await t.app.request(url)).arrayBuffer());
    expect(entries.get(audio[0])).toEqual(await served(voice.body.audio.url as string));
    expect(entries.get(videos[0])).toEqual(await served(done.video?.url as string));
    // generations.json names each generation's file in the archive.
    const generations = JSON.parse(entries.get('generations.json')?.toString() ?? '[]');
    expect(generations.map((g: { file: string | null }) => g.file).sort()).toEqual(
      [...audio, ...videos].sort(),
    );
  });

  it('one export at a time per user: a second one while the first is sent is 429 export_in_progress with Retry-After, until the first is read or abandoned', async () => {
    const user = await signUp(t);
    const first = await exportOf(t, user.token);
    expect(first.status).toBe(200);
    await expectRefused(await exportOf(t, user.token), 'export_in_progress');

    // Another account is not held up by it.
    const other = await signUp(t);
    const theirs = await exportOf(t, other.token);
    expect(theirs.status).toBe(200);
    expect((await unzip(Buffer.from(await theirs.arrayBuffer()))).has('manifest.json')).toBe(true);

    // Read to its end: the next export may start.
    expect((await unzip(Buffer.from(await first.arrayBuffer()))).has('profile.json')).toBe(true);
    const second = await exportOf(t, user.token);
    expect(second.status).toBe(200);
    await expectRefused(await exportOf(t, user.token), 'export_in_progress');

    // A client that gives up (the download cancelled) frees the lock as well.
    await second.body?.cancel();
    const third = await exportOf(t, user.token);
    expect(third.status).toBe(200);
    expect((await unzip(Buffer.from(await third.arrayBuffer()))).has('ledger.json')).toBe(true);
  });

  it(`a few exports an hour: past ${EXPORTS_PER_HOUR}, 429 rate_limited with Retry-After`, async () => {
    const user = await signUp(t);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      const res = await exportOf(t, user.token);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await exportOf(t, user.token);
    await expectRefused(refused, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // The refusal did not hold a lock: another account still exports.
    const other = await signUp(t);
    expect((await exportOf(t, other.token)).status).toBe(200);
  });

  it('reads the rows a page at a time while it sends them, and every row is in the archive', async () => {
    const user = await signUp(t);
    const TEXTS = 250;
    // Written behind the API's back (the export reads rows, not the search index), each with
    // content that does not compress away, so the archive is larger than the stream's buffers.
    const base = Date.now() - TEXTS * 1000;
    await t.container.db.sequelize.models.SavedText?.bulkCreate(
      Array.from({ length: TEXTS }, (_, i) => ({
        id: randomUUID(),
        user_id: user.userId,
        content: randomBytes(2048).toString('hex'),
        prompt: `prompt ${i}`,
        text_type: 'email',
        text_length: 'short',
        writing_style: 'professional',
        output_language: 'english',
        created_at: new Date(base + i * 1000),
        updated_at: new Date(base + i * 1000),
      })),
    );
    const textQueries: string[] = [];
    const hook = (_options: unknown, query: object) => {
      // Sequelize sets the SQL on the query it ran (not in its typings).
      const sql = (query as { sql?: unknown }).sql;
      if (typeof sql === 'string' && /^\s*SELECT/i.test(sql) && /FROM\s+`saved_texts`/.test(sql)) {
        textQueries.push(sql);
      }
    };
    t.container.db.sequelize.addHook('afterQuery', 'export-pages', hook);
    try {
      const res = await exportOf(t, user.token);
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const chunks: Uint8Array[] = [];
      const first = await reader.read();
      if (first.value) chunks.push(first.value);
      // The first bytes went out before the last page of texts was read.
      const readBeforeFirstBytes = textQueries.length;
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        chunks.push(next.value);
      }
      expect(readBeforeFirstBytes).toBeLessThan(Math.ceil(TEXTS / 100));
      // Each query read at most a page.
      expect(textQueries.length).toBeGreaterThanOrEqual(Math.ceil(TEXTS / 100));
      for (const sql of textQueries) {
        const limit = /LIMIT\s+(\d+)/i.exec(sql);
        expect(Number(limit?.[1] ?? Number.POSITIVE_INFINITY), sql).toBeLessThanOrEqual(100);
      }
      const entries = await unzip(Buffer.concat(chunks));
      const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
      expect(manifest.counts.savedTexts).toBe(TEXTS);
      const texts = [...entries.keys()].filter((name) => name.startsWith('texts/'));
      expect(new Set(texts).size).toBe(TEXTS);
      expect([...entries.keys()].sort()).toEqual(['manifest.json', ...manifest.files].sort());
    } finally {
      t.container.db.sequelize.removeHook('afterQuery', 'export-pages');
    }
  });

  it('needs a session: no token is 401, a personal access token (even full) is 403', async () => {
    const user = await signUp(t);
    expect((await call(t, 'GET', '/api/account/export')).status).toBe(401);
    const created = await createPersonalToken(t, user.token, { name: 'full', scope: 'full' });
    const res = await call(t, 'GET', '/api/account/export', { token: created.body.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });
});

describe.each(['sqlite', 'mariadb'] as const)(
  'exports on two instances sharing Redis, %s',
  (dialect) => {
    let redis: TestRedis;
    let pair: Awaited<ReturnType<typeof createTestAppPair>>;
    beforeAll(async () => {
      redis = await createTestRedis();
      pair = await createTestAppPair(dialect, { redis });
    });
    afterAll(async () => {
      await pair?.close();
      await redis?.cleanup();
    });

    it('an export in flight on one instance refuses a second on the other', async () => {
      const user = await signUp(pair.a);
      const first = await exportOf(pair.a, user.token);
      expect(first.status).toBe(200);
      await expectRefused(await exportOf(pair.b, user.token), 'export_in_progress');
      await first.arrayBuffer();
      const second = await exportOf(pair.b, user.token);
      expect(second.status).toBe(200);
      await second.arrayBuffer();
    });
  },
);
