import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPersonalToken, PASSWORD, signUp } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { grant } from '../../testing/commerce';

const image = { prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon', count: 1 };

describe.each(['sqlite', 'mariadb'] as const)('personal access tokens on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newToken(session: string, scope: string, extra: object = {}) {
    const res = await createPersonalToken(t, session, { name: `${scope} token`, scope, ...extra });
    expect(res.status).toBe(201);
    return res.body as { token: string; personalToken: { id: string; name: string } };
  }

  it('a read-only token reads like a session and gets 403 on a generation', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const { token } = await newToken(user.token, 'read');
    expect(token).toMatch(/^lumen_pat_/);

    const me = await call(t, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.userId);

    const generated = await call(t, 'POST', '/api/generate/image', { token, json: image });
    expect(generated.status).toBe(403);
    expect(generated.body).toEqual({
      error: 'forbidden',
      message: 'This token’s scope does not allow this request',
    });
    const profile = await call(t, 'GET', '/api/profile', { token });
    expect(profile.body.credits_balance).toBe(10);
  });

  it('a generate token generates; only a full token changes other things', async () => {
    const user = await signUp(t);
    await grant(t, user.userId, 10);
    const generate = (await newToken(user.token, 'generate')).token;
    const full = (await newToken(user.token, 'full')).token;
    expect(
      (await call(t, 'POST', '/api/generate/image', { token: generate, json: image })).status,
    ).toBe(200);
    const quote = { credits: 100, currency: 'EUR' };
    expect(
      (await call(t, 'POST', '/api/currency/quote', { token: generate, json: quote })).status,
    ).toBe(403);
    expect(
      (await call(t, 'POST', '/api/currency/quote', { token: full, json: quote })).status,
    ).toBe(200);
  });

  it('account, password, sign-out and token routes never accept a token, whatever its scope', async () => {
    const user = await signUp(t);
    const { token } = await newToken(user.token, 'full');
    for (const [method, path, json] of [
      [
        'POST',
        '/api/settings/change-password',
        {
          currentPassword: PASSWORD,
          newPassword: 'New-Password-2',
          confirmPassword: 'New-Password-2',
        },
      ],
      ['PATCH', '/api/profile', { full_name: 'Mallory' }],
      ['POST', '/api/auth/logout', undefined],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'more', scope: 'full' }],
    ] as const) {
      const res = await call(t, method, path, { token, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // The password is unchanged: the session still signs in with it.
    const login = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('lists tokens with their last use (never the token), revokes them at once; another user’s is a 404', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const created = await newToken(user.token, 'read', { expiresInDays: 30 });
    const before = await call(t, 'GET', '/api/tokens', { token: user.token });
    expect(before.body.tokens).toEqual([
      expect.objectContaining({ id: created.personalToken.id, scope: 'read', last_used_at: null }),
    ]);
    expect(JSON.stringify(before.body)).not.toContain(created.token);
    expect(before.body.tokens[0]?.expires_at).not.toBeNull();

    expect((await call(t, 'GET', '/api/generations', { token: created.token })).status).toBe(200);
    const after = await call(t, 'GET', '/api/tokens', { token: user.token });
    expect(after.body.tokens[0]?.last_used_at).not.toBeNull();

    const path = `/api/tokens/${created.personalToken.id}`;
    expect((await call(t, 'DELETE', path, { token: other.token })).status).toBe(404);
    expect((await call(t, 'DELETE', path, { token: user.token })).status).toBe(204);
    expect((await call(t, 'GET', '/api/generations', { token: created.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/tokens', { token: user.token })).body.tokens).toEqual([]);
  });

  it('a made-up token with the prefix is a 401', async () => {
    const res = await call(t, 'GET', '/api/auth/me', { token: 'lumen_pat_not-a-real-token' });
    expect(res.status).toBe(401);
  });
});
