import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, signUp } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

const rateHeaders = (headers: Headers) => ({
  limit: headers.get('ratelimit-limit'),
  remaining: headers.get('ratelimit-remaining'),
  reset: headers.get('ratelimit-reset'),
});

describe.each([
  ['memory', false],
  ['Redis', true],
])('RateLimit-* headers with limits in %s', (_name, redis) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { redis });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every counted login answer carries them, the 401s and the 429 alike, counting down', async () => {
    const user = await signUp(t);
    const attempt = () =>
      call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: 'wrong-password' },
      });
    // Five failures per account per 15 minutes: the account's limit is the tightest.
    for (let n = 1; n <= 5; n++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      const headers = rateHeaders(res.headers);
      expect(headers).toMatchObject({ limit: '5', remaining: String(5 - n) });
      expect(Number(headers.reset)).toBeGreaterThan(0);
      expect(Number(headers.reset)).toBeLessThanOrEqual(15 * 60);
    }
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(rateHeaders(refused.headers)).toMatchObject({ limit: '5', remaining: '0' });
    expect(refused.headers.get('ratelimit-reset')).toBe(refused.headers.get('retry-after'));
  });

  it('a successful login and a sign-up carry them too; an unthrottled route does not', async () => {
    const user = await signUp(t);
    const ok = await call(t, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(rateHeaders(ok.headers)).toMatchObject({ limit: '5', remaining: '4' });

    const signup = await call(t, 'POST', '/api/auth/signup', {
      json: {
        email: `rl-${Date.now()}@example.com`,
        password: PASSWORD,
        full_name: 'Ada Lovelace',
        language: 'en',
      },
    });
    expect(signup.status).toBe(201);
    expect(signup.headers.get('ratelimit-limit')).toBe('100000');
    expect(signup.headers.get('ratelimit-remaining')).toBe('99999');

    const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('ratelimit-limit')).toBeNull();
  });

  it('change-password answers carry them (limited like login)', async () => {
    const user = await signUp(t);
    const res = await call(t, 'POST', '/api/settings/change-password', {
      token: user.token,
      json: {
        currentPassword: 'not-it',
        newPassword: 'New-Password-2',
        confirmPassword: 'New-Password-2',
      },
    });
    expect(res.status).toBe(400);
    expect(rateHeaders(res.headers)).toMatchObject({ limit: '5', remaining: '4' });
  });
});
