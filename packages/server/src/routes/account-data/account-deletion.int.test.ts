import { existsSync } from 'node:fs';
import path from 'node:path';
import { ledgerSum } from '@lumen/adapters/testing';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPersonalToken, PASSWORD, signUp } from '../../testing/http';
import { fillLibrary } from '../../testing/library';
import { createTestApp, type TestApp, type TestDialect } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

const TRIAL = 20;

// Deleting an account on the real adapters: the database (both dialects), the session cache in
// Redis, the media on disk. (The S3 store and a second instance: two-instances.test.ts.)
describe.each<TestDialect>(['sqlite', 'mariadb'])('delete my account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      redis: true,
      env: { TRIAL_CREDITS: String(TRIAL), TRIAL_REQUIRES_VERIFIED_EMAIL: 'false' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = <R extends object>(sql: string, bind: Record<string, string> = {}) =>
    t.container.db.sequelize.query<R>(sql, { bind, type: QueryTypes.SELECT });

  /** Every table with a `user_id` column, as the database itself lists them. */
  async function tablesWithUserId(): Promise<string[]> {
    if (dialect === 'mariadb') {
      const found = await rows<{ name: string }>(
        `SELECT TABLE_NAME AS name FROM information_schema.COLUMNS
         WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME = 'user_id'`,
      );
      return found.map((row) => row.name);
    }
    const tables = await rows<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    const withUserId: string[] = [];
    for (const { name } of tables) {
      const columns = await rows<{ name: string }>(`PRAGMA table_info(\`${name}\`)`);
      if (columns.some((column) => column.name === 'user_id')) withUserId.push(name);
    }
    return withUserId;
  }

  async function count(table: string, userId: string): Promise<number> {
    const [row] = await rows<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM \`${table}\` WHERE \`user_id\` = $userId`,
      { userId },
    );
    return Number(row?.n ?? 0);
  }

  it('asks for the password: wrong 400, missing 400, a personal access token 403, no token 401', async () => {
    const user = await signUp(t);
    const wrong = await call(t, 'DELETE', '/api/account', {
      token: user.token,
      json: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'validation_error',
      message: 'Password is incorrect',
      issues: [{ path: 'password', message: 'Password is incorrect' }],
    });
    const missing = await call(t, 'DELETE', '/api/account', { token: user.token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Password is required');
    const pat = await createPersonalToken(t, user.token, { name: 'full', scope: 'full' });
    const byToken = await call(t, 'DELETE', '/api/account', {
      token: pat.body.token,
      json: { password: PASSWORD },
    });
    expect(byToken.status).toBe(403);
    expect(byToken.body.error).toBe('forbidden');
    expect((await call(t, 'DELETE', '/api/account', { json: { password: PASSWORD } })).status).toBe(
      401,
    );
    // Still there.
    expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('limits password guesses like the password change: the sixth wrong one in a row is 429', async () => {
    const user = await signUp(t);
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'DELETE', '/api/account', {
        token: user.token,
        ip,
        json: { password: `guess-${i}` },
      });
      expect(res.status).toBe(400);
    }
    const limited = await call(t, 'DELETE', '/api/account', {
      token: user.token,
      ip,
      json: { password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('erases the account, its media and sessions; keeps anonymised money rows; the address gets no second trial', async () => {
    const user = await signUp(t, { full_name: 'Grace Leaving' });
    const library = await fillLibrary(t, user);
    const billing = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: {
        billing_name: 'Grace Leaving',
        address: '1 Compiler Road',
        city: 'Arlington',
        postal_code: '22201',
        country: 'US',
      },
    });
    expect(billing.status, billing.text).toBe(201);
    const share = await call(t, 'POST', '/api/shares', {
      token: user.token,
      json: { itemType: 'image', itemId: library.imageId, expiresIn: 'never' },
    });
    expect(share.status, share.text).toBe(201);
    const sharePath = new URL(share.body.url as string).pathname;
    expect((await t.app.request(sharePath)).status).toBe(200);
    const pat = await createPersonalToken(t, user.token, { name: 'script', scope: 'read' });
    const second = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(second.status).toBe(200);
    // Both sessions answered once, so both sit in the Redis session cache.
    for (const token of [user.token, second.body.token, pat.body.token]) {
      expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
    }
    expect((await t.app.request(library.imageUrl)).status).toBe(200);
    const mediaFolder = path.join(t.dataDir, 'media', user.userId);
    expect(existsSync(mediaFolder)).toBe(true);

    const stranger = await signUp(t);
    const theirs = await fillLibrary(t, stranger, 'someone else’s fox');
    const ledgerBefore = await count('credit_ledger', user.userId);
    const transactionsBefore = await count('transactions', user.userId);
    expect(ledgerBefore).toBeGreaterThanOrEqual(3); // trial, grant, debit

    const deleted = await call(t, 'DELETE', '/api/account', {
      token: user.token,
      json: { password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true });

    // Every way in is dead at once: both sessions (cached in Redis), the access token.
    for (const token of [user.token, second.body.token, pat.body.token]) {
      const me = await call(t, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
    }
    const signIn = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error).toBe('invalid_credentials');
    // The media: not served, not on disk; the share link is gone.
    expect((await t.app.request(library.imageUrl)).status).toBe(404);
    expect(existsSync(mediaFolder)).toBe(false);
    expect((await t.app.request(sharePath)).status).toBe(404);

    // Nothing personal is left in any table but the anonymised money rows and the tombstone.
    const kept = ['transactions', 'credit_ledger'];
    for (const table of await tablesWithUserId()) {
      if (kept.includes(table)) continue;
      expect(await count(table, user.userId), table).toBe(0);
    }
    const [tombstone] = await rows<{
      email: string;
      full_name: string;
      phone: string | null;
      password_hash: string;
      credits_balance: number | string;
      deleted_at: unknown;
    }>('SELECT * FROM `users` WHERE `id` = $userId', { userId: user.userId });
    expect(tombstone).toMatchObject({
      email: `${user.userId}@deleted.invalid`,
      full_name: '',
      phone: null,
      password_hash: '',
    });
    expect(tombstone?.deleted_at).toBeTruthy();
    expect(await count('credit_ledger', user.userId)).toBe(ledgerBefore);
    expect(await count('transactions', user.userId)).toBe(transactionsBefore);
    expect(await ledgerSum(t.container.db, user.userId)).toBe(Number(tombstone?.credits_balance));
    const emails = await rows<{ user_email: string }>(
      'SELECT `user_email` FROM `transactions` WHERE `user_id` = $userId',
      { userId: user.userId },
    );
    for (const row of emails) expect(row.user_email).toBe(`${user.userId}@deleted.invalid`);
    const everything = JSON.stringify(
      await rows('SELECT * FROM `credit_ledger` WHERE `user_id` = $userId', {
        userId: user.userId,
      }),
    );
    expect(everything).not.toContain(user.email);

    // Another account is untouched.
    expect((await call(t, 'GET', '/api/auth/me', { token: stranger.token })).status).toBe(200);
    expect((await t.app.request(theirs.imageUrl)).status).toBe(200);
    const theirImages = await call(t, 'GET', '/api/images/saved', { token: stranger.token });
    expect(theirImages.body.total).toBe(1);

    // The address signs up again, without a second trial (nor with a +tag or other case).
    for (const email of [user.email, user.email.replace('@', '+again@').toUpperCase()]) {
      const again = await call(t, 'POST', '/api/auth/signup', {
        json: { email, password: PASSWORD, full_name: 'Grace Again', language: 'en' },
      });
      expect(again.status, again.text).toBe(201);
      const me = await call(t, 'GET', '/api/auth/me', { token: again.body.token });
      expect(me.body.user).toMatchObject({ credits_balance: 0, trial_credits: 0 });
    }
    // A new address still gets one.
    const fresh = await signUp(t);
    const freshMe = await call(t, 'GET', '/api/auth/me', { token: fresh.token });
    expect(freshMe.body.user).toMatchObject({ credits_balance: TRIAL, trial_credits: TRIAL });
  });
});

describe.each<TestDialect>(['sqlite', 'mariadb'])(
  'download a gallery selection (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('zips the chosen images of the user, byte for byte; a foreign or unknown id is 404', async () => {
      const user = await signUp(t);
      const first = await fillLibrary(t, user, 'a red kite');
      const secondImage = await fillLibrary(t, user, 'a blue heron');
      const stranger = await signUp(t);
      const theirs = await fillLibrary(t, stranger, 'their owl');

      const res = await t.app.request('/api/images/saved/download', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [first.imageId, secondImage.imageId, first.imageId] }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="lumen-studio-images-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const entries = await unzip(Buffer.from(await res.arrayBuffer()));
      expect(entries.size).toBe(2);
      for (const item of [first, secondImage]) {
        const name = [...entries.keys()].find((entry) => entry.includes(item.imageId));
        expect(name).toMatch(/^images\/\d{4}-\d{2}-\d{2}-.+\.png$/);
        const media = await t.app.request(item.imageUrl);
        expect(entries.get(name ?? '')).toEqual(Buffer.from(await media.arrayBuffer()));
      }

      for (const ids of [
        [first.imageId, theirs.imageId],
        ['00000000-0000-4000-8000-000000000000'],
      ]) {
        const refused = await call(t, 'POST', '/api/images/saved/download', {
          token: user.token,
          json: { ids },
        });
        expect(refused.status).toBe(404);
        expect(refused.body).toMatchObject({
          error: 'not_found',
          message: 'Some of the selected images were not found',
        });
      }
      const empty = await call(t, 'POST', '/api/images/saved/download', {
        token: user.token,
        json: { ids: [] },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Select at least one image');
      const tooMany = await call(t, 'POST', '/api/images/saved/download', {
        token: user.token,
        json: { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('Select at most 100 images');
      expect(
        (await call(t, 'POST', '/api/images/saved/download', { json: { ids: [first.imageId] } }))
          .status,
      ).toBe(401);
      // A read-only access token may download: the POST only reads.
      const pat = await createPersonalToken(t, user.token, { name: 'read', scope: 'read' });
      const byToken = await call(t, 'POST', '/api/images/saved/download', {
        token: pat.body.token,
        json: { ids: [first.imageId] },
      });
      expect(byToken.status).toBe(200);
    });
  },
);
