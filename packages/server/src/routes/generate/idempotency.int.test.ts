import { randomUUID } from 'node:crypto';
import {
  createTestMysqlDatabase,
  createTestRedis,
  type TestMysqlDatabase,
  type TestRedis,
} from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, billingInfo, grant, ledgerSum, quote } from '../../testing/commerce';

const image = (prompt = 'a lighthouse at dusk') => ({
  prompt,
  size: '512x512',
  style: 'cartoon',
  count: 1,
});

async function generationCount(t: TestApp, token: string) {
  const res = await call(t, 'GET', '/api/generations', { token });
  return (res.body.generations as unknown[]).length;
}

/**
 * Idempotency-Key on the charging routes. `a` and `b` are two instances over the same database
 * and store (on the embedded default there is one instance: both are it).
 */
function idempotencySuite(instances: () => { a: TestApp; b: TestApp }) {
  const generate = (t: TestApp, token: string, key: string | undefined, json: object) =>
    call(t, 'POST', '/api/generate/image', {
      token,
      json,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });

  it('a generation replayed with the same key answers the first answer and debits once', async () => {
    const { a, b } = instances();
    const user = await signUp(a);
    await grant(a, user.userId, 10);
    const key = randomUUID();

    const first = await generate(a, user.token, key, image());
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await generate(a, user.token, key, image());
    const elsewhere = await generate(b, user.token, key, image());

    for (const replay of [again, elsewhere]) {
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await balanceOf(a, user.token)).toBe(10 - first.body.creditsUsed);
    expect(await generationCount(a, user.token)).toBe(1);
    expect(await ledgerSum(a, user.userId)).toBe(10 - first.body.creditsUsed);

    // Without a key, or with another key, the same body is a new generation.
    expect((await generate(a, user.token, undefined, image())).status).toBe(200);
    expect((await generate(b, user.token, randomUUID(), image())).status).toBe(200);
    expect(await generationCount(a, user.token)).toBe(3);
  });

  it('the same key with another body is a 422 and charges nothing more', async () => {
    const { a, b } = instances();
    const user = await signUp(a);
    await grant(a, user.userId, 10);
    const key = randomUUID();
    expect((await generate(a, user.token, key, image())).status).toBe(200);
    const balance = await balanceOf(a, user.token);

    const other = await generate(b, user.token, key, image('a lighthouse at dawn'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: 'idempotency_key_reused',
      message: 'This Idempotency-Key was used with a different request',
    });
    // Another route with the key is another request too.
    const text = await call(b, 'POST', '/api/gemini/generate/text', {
      token: user.token,
      headers: { 'idempotency-key': key },
      json: { prompt: 'x', textType: 'blogPost', textLength: 'short', writingStyle: 'casual' },
    });
    expect(text.body.error).toBe('idempotency_key_reused');
    expect(await balanceOf(a, user.token)).toBe(balance);
    expect(await generationCount(a, user.token)).toBe(1);
  });

  it('keys belong to their user: another user’s same key is their own request', async () => {
    const { a, b } = instances();
    const [ada, bob] = [await signUp(a), await signUp(a)];
    await grant(a, ada.userId, 10);
    await grant(a, bob.userId, 10);
    const key = randomUUID();
    const first = await generate(a, ada.token, key, image());
    const second = await generate(b, bob.token, key, image());
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.images).not.toEqual(first.body.images);
    expect(await generationCount(a, bob.token)).toBe(1);
  });

  it('concurrent duplicates: one runs, the others wait their turn (409) or get its answer; one debit', async () => {
    const { a, b } = instances();
    const user = await signUp(a);
    await grant(a, user.userId, 20);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => generate(i % 2 ? b : a, user.token, key, image())),
    );
    const fresh = answers.filter(
      (res) => res.status === 200 && res.headers.get('idempotent-replayed') === null,
    );
    expect(fresh).toHaveLength(1);
    for (const res of answers) {
      if (res.status === 409) {
        expect(res.body.error).toBe('idempotency_key_in_use');
        expect(res.headers.get('retry-after')).toBe('1');
      } else {
        expect(res.status).toBe(200);
        expect(res.body).toEqual(fresh[0]?.body);
      }
    }
    expect(await generationCount(a, user.token)).toBe(1);
    expect(await ledgerSum(a, user.userId)).toBe(20 - (fresh[0]?.body.creditsUsed ?? 0));
  });

  it('an answer of 5xx is not kept: the retry runs again', async () => {
    const { a } = instances();
    const user = await signUp(a);
    await grant(a, user.userId, 10);
    const key = randomUUID();
    const gemini = { prompt: 'a lighthouse', style: 'artistic', count: 1 };
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await call(a, 'POST', '/api/gemini/generate/image', {
        token: user.token,
        headers: { 'idempotency-key': key },
        json: gemini,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
  });

  it('checkout replayed with the same key makes one order', async () => {
    const { a, b } = instances();
    const user = await signUp(a);
    const q = await quote(a, user.token, 100);
    const key = randomUUID();
    const initiate = (t: TestApp) =>
      call(t, 'POST', '/api/checkout/initiate', {
        token: user.token,
        headers: { 'idempotency-key': key },
        json: { quoteId: q.id, billingInfo: billingInfo() },
      });
    const first = await initiate(a);
    expect(first.status).toBe(201);
    const again = await initiate(b);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const transactions = await call(a, 'GET', '/api/transactions', { token: user.token });
    expect(transactions.body.transactions).toHaveLength(1);
  });

  it('a malformed key is a 400 and nothing runs', async () => {
    const { a } = instances();
    const user = await signUp(a);
    await grant(a, user.userId, 10);
    const res = await generate(a, user.token, 'x'.repeat(256), image());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_error',
      message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    });
    expect(await generationCount(a, user.token)).toBe(0);
  });
}

describe('Idempotency-Key on SQLite, keys in memory (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });
  idempotencySuite(() => ({ a: t, b: t }));
});

describe('Idempotency-Key on MariaDB with Redis: two instances share the keys', () => {
  let mysql: TestMysqlDatabase;
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    mysql = await createTestMysqlDatabase();
    redis = await createTestRedis();
    a = await createTestApp('mariadb', { databaseUrl: mysql.url, redis });
    b = await createTestApp('mariadb', { databaseUrl: mysql.url, redis });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await mysql?.drop();
    await redis?.cleanup();
  });
  idempotencySuite(() => ({ a, b }));
});
