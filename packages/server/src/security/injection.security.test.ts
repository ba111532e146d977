import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../testing/http';
import { createTestApp, type TestApp, type TestDialect } from '../testing/test-app';

// Security suite: SQL injection through sort, filter, search, path and query values, on
// both dialects. Every hostile value is either refused (400) or matched as literal text.

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const PROMPTS = [
  'plain fox in snow',
  '100% cotton field',
  'snake_case river',
  'O’Brien and O\'Neil "quoted" lake',
  'back\\slash alley',
  'id desc;-- harbour',
  '(select sleep(5)) tower',
  'bang! escape char',
  'percent%and_underscore',
];

const SEARCHES = [
  '%',
  '_',
  "'",
  '"',
  '\\',
  '!',
  'id desc;--',
  '(select sleep(5))',
  "' OR '1'='1",
  "x' UNION SELECT password_hash FROM users --",
  '%_%',
  '%and_',
  '; DROP TABLE saved_images; --',
  'SLEEP(5)',
];

const HOSTILE_GALLERY_QUERIES = [
  'sortBy=id%20desc%3B--',
  'sortBy=(select%20sleep(5))',
  'sortBy=prompt%20desc%2C%20(select%20sleep(5))',
  'sortOrder=desc%3B%20DROP%20TABLE%20users',
  'sortOrder=(select%20sleep(5))',
  'style=%27%20OR%20%271%27%3D%271',
  'style=%25',
  'size=_',
  'aspectRatio=1%3A1%27--',
  'page=1%3B--',
  'limit=(select%201)',
  'limit=10%20OR%201%3D1',
  'page=-1',
  'limit=1e9',
];

const HOSTILE_TEXT_QUERIES = [
  'textType=email%27%20OR%201%3D1--',
  'textLength=(select%20sleep(5))',
  'writingStyle=%25',
  'page=1)%20UNION%20SELECT%201--',
  'limit=_',
];

const literal = (needle: string) => (p: string) => p.toLowerCase().includes(needle.toLowerCase());

describe.each<TestDialect>(['sqlite', 'mariadb'])('security: SQL injection (%s)', (dialect) => {
  let t: TestApp;
  let owner: { token: string; userId: string };
  let other: { token: string; userId: string };
  let textIds: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signUp(t);
    other = await signUp(t);
    const imageUrls = [];
    for (const [i, prompt] of PROMPTS.entries()) {
      const { url } = await t.container.deps.mediaStore.put({
        userId: owner.userId,
        bytes: PNG,
        contentType: 'image/png',
      });
      imageUrls.push({ id: `g${i}`, url, prompt });
    }
    const saved = await call(t, 'POST', '/api/images/save', {
      token: owner.token,
      json: { imageUrls, settings: { style: 'cartoon', size: '512x512' } },
    });
    expect(saved.status).toBe(201);
    textIds = [];
    for (const prompt of PROMPTS) {
      const res = await call(t, 'POST', '/api/texts/save', {
        token: owner.token,
        json: {
          content: `body of ${prompt}`,
          prompt,
          textType: 'email',
          textLength: 'short',
          writingStyle: 'professional',
          outputLanguage: 'english',
        },
      });
      expect(res.status).toBe(201);
      textIds.push(res.body.id);
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const gallery = (query: string, token = owner.token) =>
    call(t, 'GET', `/api/images/saved?limit=50&${query}`, { token });

  it('gallery search treats %, _, quotes, backslash, ESCAPE char and SQL as literal text', async () => {
    for (const needle of SEARCHES) {
      const started = Date.now();
      const res = await gallery(`search=${encodeURIComponent(needle)}`);
      expect(res.status, needle).toBe(200);
      const prompts = (res.body.images as { prompt: string }[]).map((i) => i.prompt).sort();
      expect(prompts, needle).toEqual(PROMPTS.filter(literal(needle)).sort());
      expect(res.body.total, needle).toBe(prompts.length);
      expect(Date.now() - started, `${needle} ran SQL`).toBeLessThan(2_000);
    }
  });

  it('saved-texts search is literal too (prompt and content)', async () => {
    for (const needle of SEARCHES) {
      const res = await call(
        t,
        'GET',
        `/api/texts/saved?limit=50&search=${encodeURIComponent(needle)}`,
        { token: owner.token },
      );
      expect(res.status, needle).toBe(200);
      const prompts = (res.body.texts as { prompt: string }[]).map((x) => x.prompt).sort();
      const expected = PROMPTS.filter((p) => literal(needle)(p) || literal(needle)(`body of ${p}`));
      expect(prompts, needle).toEqual(expected.sort());
    }
  });

  it('the search of another user never reaches the owner’s rows', async () => {
    for (const needle of ["' OR '1'='1", '%', "' OR user_id IS NOT NULL --"]) {
      const res = await gallery(`search=${encodeURIComponent(needle)}`, other.token);
      expect(res.body.total, needle).toBe(0);
    }
  });

  it('sort, order, filter and paging values outside the allow-lists → 400, nothing runs', async () => {
    for (const query of HOSTILE_GALLERY_QUERIES) {
      const started = Date.now();
      const res = await gallery(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('validation_error');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    for (const query of HOSTILE_TEXT_QUERIES) {
      const res = await call(t, 'GET', `/api/texts/saved?${query}`, { token: owner.token });
      expect(res.status, query).toBe(400);
    }
  });

  it('repeated and bracketed query keys never 500', async () => {
    for (const query of [
      'sortBy=prompt&sortBy=created_at',
      'sortBy[]=prompt',
      'search=a&search=b',
      'sortBy[$ne]=x',
    ]) {
      const res = await gallery(query);
      expect(res.status, query).toBeLessThan(500);
    }
  });

  it('ids in paths and queries are bound values: hostile ids are 404, nothing is deleted', async () => {
    for (const id of ["' OR '1'='1", '1 OR 1=1', `${textIds[0]}' OR '1'='1`, '%', '_']) {
      const enc = encodeURIComponent(id);
      expect((await call(t, 'DELETE', `/api/texts/${enc}`, { token: owner.token })).status).toBe(
        404,
      );
      expect(
        (await call(t, 'DELETE', `/api/billing-profiles/${enc}`, { token: owner.token })).status,
      ).toBe(404);
      expect(
        (await call(t, 'GET', `/api/currency/quote/${enc}`, { token: owner.token })).status,
      ).toBe(404);
      expect(
        (await call(t, 'GET', `/api/payments/status?orderId=${enc}`, { token: owner.token }))
          .status,
      ).toBe(404);
    }
    const texts = await call(t, 'GET', '/api/texts/saved?limit=50', { token: owner.token });
    expect(texts.body.total).toBe(PROMPTS.length);
  });

  it('an injected sign-in email is invalid (400), never a match', async () => {
    for (const email of ["' OR '1'='1' --", "a@b.c' OR '1'='1", "admin@example.com'--"]) {
      const res = await call(t, 'POST', '/api/auth/login', { json: { email, password: 'x' } });
      expect([400, 401]).toContain(res.status);
      expect(res.body.token).toBeUndefined();
    }
  });

  it('afterwards every table is intact', async () => {
    const all = await gallery('');
    expect(all.body.total).toBe(PROMPTS.length);
    expect((await call(t, 'GET', '/api/auth/me', { token: other.token })).status).toBe(200);
  });
});
