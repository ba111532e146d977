import { createTestRedis, type TestRedis } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../testing/commerce';
import { call, createPersonalToken, PASSWORD, signUp } from '../../testing/http';
import { createTestAppPair, type TestApp } from '../../testing/test-app';

const NEW_PASSWORD = 'Another-Good-Pass-8';
const image = { prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon', count: 1 };

// Two instances over one database, as behind a balancer; on MariaDB they share Redis (the
// production shape, where sessions are cached), on SQLite each keeps its caches in memory.
describe.each(['sqlite', 'mariadb'] as const)('change password on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  let redis: TestRedis | undefined;
  let closePair: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (dialect === 'mariadb') redis = await createTestRedis();
    ({ a, b, close: closePair } = await createTestAppPair(dialect, redis ? { redis } : {}));
  });
  afterAll(async () => {
    await closePair?.();
    await redis?.cleanup();
  });

  async function newToken(t: TestApp, session: string, scope: string) {
    const res = await createPersonalToken(t, session, { name: `${scope} token`, scope });
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  const change = (session: string, extra: object = {}) =>
    call(a, 'POST', '/api/settings/change-password', {
      token: session,
      json: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...extra,
      },
    });

  /** A user with credits, a second session and a generate and a full token, each seen working. */
  async function userWithTokens() {
    const user = await signUp(a);
    await grant(a, user.userId, 20);
    const login = await call(a, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const tokens = [
      await newToken(a, user.token, 'generate'),
      await newToken(a, user.token, 'full'),
    ];
    for (const t of [a, b]) {
      for (const token of tokens) {
        expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
      }
      expect((await call(t, 'GET', '/api/auth/me', { token: login.body.token })).status).toBe(200);
    }
    return { ...user, other: login.body.token as string, tokens };
  }

  it('revokes every personal access token with the other sessions, at once on both instances, and says how many', async () => {
    const user = await userWithTokens();
    const changed = await change(user.token);
    expect(changed.status).toBe(200);

    for (const t of [a, b]) {
      for (const token of user.tokens) {
        expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
        expect((await call(t, 'POST', '/api/generate/image', { token, json: image })).status).toBe(
          401,
        );
        expect((await call(t, 'GET', '/api/profile', { token })).status).toBe(401);
      }
    }
    expect(changed.body).toEqual({ success: true, revokedTokens: 2 });
    // The other session dies too (on the other instance only where the cache is shared).
    expect((await call(a, 'GET', '/api/auth/me', { token: user.other })).status).toBe(401);
    if (redis) {
      expect((await call(b, 'GET', '/api/auth/me', { token: user.other })).status).toBe(401);
    }
    // This session stays, and lists no token any more.
    const listed = await call(a, 'GET', '/api/tokens', { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body.tokens).toEqual([]);
    // Nothing was spent by the dead tokens.
    expect((await call(a, 'GET', '/api/profile', { token: user.token })).body.credits_balance).toBe(
      20,
    );
  });

  it('with keepApiTokens the tokens keep working; the other sessions are still revoked', async () => {
    const user = await userWithTokens();
    const changed = await change(user.token, { keepApiTokens: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, revokedTokens: 0 });
    for (const t of [a, b]) {
      for (const token of user.tokens) {
        expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
      }
    }
    expect((await call(a, 'GET', '/api/auth/me', { token: user.other })).status).toBe(401);
  });

  it('a wrong current password revokes nothing', async () => {
    const user = await userWithTokens();
    const refused = await change(user.token, { currentPassword: 'Not-The-Password-1' });
    expect(refused.status).toBe(400);
    for (const token of user.tokens) {
      expect((await call(a, 'GET', '/api/auth/me', { token })).status).toBe(200);
    }
    expect((await call(a, 'GET', '/api/auth/me', { token: user.other })).status).toBe(200);
  });

  it('keepApiTokens must be a boolean', async () => {
    const user = await signUp(a);
    const refused = await change(user.token, { keepApiTokens: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('validation_error');
  });
});
