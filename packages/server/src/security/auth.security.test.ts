import { MemoryRateLimiter } from '@lumen/adapters';
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../testing/commerce';
import { call, PASSWORD, signUp } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CountingHasher, type Listening, listen } from './support';

// Security suite: authentication abuse. SQLite + in-memory limits (the same use cases
// and limiter contract run on MariaDB + Redis in routes.mariadb and two-instances).

const login = (t: TestApp, email: string, password: string, ip?: string) =>
  call(t, 'POST', '/api/auth/login', { json: { email, password }, ...(ip ? { ip } : {}) });

describe('security: authentication', () => {
  let t: TestApp;
  let hasher: CountingHasher;
  const clock = new OffsetClock();

  beforeAll(async () => {
    hasher = new CountingHasher();
    t = await createTestApp('sqlite', { hasher, clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('no user enumeration', () => {
    it('unknown email and wrong password: same status, same body, same headers shape', async () => {
      const user = await signUp(t);
      const unknown = await login(t, `ghost-${Date.now()}@example.com`, PASSWORD);
      const wrong = await login(t, user.email, 'Wrong-password-1');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.text).toBe(wrong.text);
      expect(unknown.headers.get('content-type')).toBe(wrong.headers.get('content-type'));
      expect(unknown.headers.get('retry-after')).toBeNull();
      expect(wrong.headers.get('retry-after')).toBeNull();
    });

    it('an unknown email is still verified against a (dummy) argon2id hash', async () => {
      const before = hasher.verifies;
      const res = await login(t, `nobody-${Date.now()}@example.com`, 'Some-password-1');
      expect(res.status).toBe(401);
      expect(hasher.verifies).toBe(before + 1);
      expect(hasher.verifiedHashes.at(-1)).toMatch(/^\$argon2id\$/);
    });

    it('sign-up of a taken email says so (409) but never reveals it through login', async () => {
      const user = await signUp(t);
      const res = await login(t, user.email.toUpperCase(), 'Wrong-password-1');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: 'invalid_credentials',
        message: 'Invalid email or password',
      });
    });
  });

  describe('login throttling', () => {
    it('per account: the 6th attempt is 429 with Retry-After, even from new IPs, before hashing', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        expect((await login(t, user.email, `Wrong-${i}-Aa1`, `203.0.113.${i + 1}`)).status).toBe(
          401,
        );
      }
      const verifies = hasher.verifies;
      const blocked = await login(t, user.email, PASSWORD, '203.0.113.99');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(hasher.verifies).toBe(verifies);
      // The email's case does not open a second bucket.
      const upper = await login(t, user.email.toUpperCase(), PASSWORD, '203.0.113.98');
      expect(upper.status).toBe(429);
      expect(hasher.verifies).toBe(verifies);
    });

    it('per IP: the 21st attempt in a minute is 429 before any hashing', async () => {
      const ip = '198.51.100.201';
      for (let i = 0; i < 20; i++) {
        expect((await login(t, `ip-a-${i}@example.com`, 'whatever', ip)).status).toBe(401);
      }
      const verifies = hasher.verifies;
      const blocked = await login(t, 'ip-a-last@example.com', 'whatever', ip);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(hasher.verifies).toBe(verifies);
    });

    it('a successful login clears the account counter (4 failures, success, 4 more allowed)', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 4; i++) await login(t, user.email, `Wrong-${i}-Aa1`);
      expect((await login(t, user.email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await login(t, user.email, `Wrong-${i}-Aa1`)).status).toBe(401);
      }
    });
  });

  describe('change-password throttling (a stolen session is no guessing oracle)', () => {
    const change = (token: string, currentPassword: string, ip?: string) =>
      call(t, 'POST', '/api/settings/change-password', {
        token,
        json: {
          currentPassword,
          newPassword: 'Brand-New-Password-42',
          confirmPassword: 'Brand-New-Password-42',
        },
        ...(ip ? { ip } : {}),
      });

    it('5 wrong current passwords, then 429 with Retry-After before hashing, even for the right one', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        const res = await change(user.token, `Wrong-${i}-Aa1`, `203.0.113.${i + 1}`);
        expect(res.status).toBe(400);
      }
      const verifies = hasher.verifies;
      const blocked = await change(user.token, PASSWORD, '203.0.113.99');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(hasher.verifies).toBe(verifies);
    });

    it('20 concurrent guesses verify at most 5', async () => {
      const user = await signUp(t);
      const before = hasher.verifies;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => change(user.token, `Wrong-${i}-Aa1`)),
      );
      expect(hasher.verifies - before).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - (hasher.verifies - before));
    });

    it('a right current password gives the attempts back', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 4; i++) await change(user.token, `Wrong-${i}-Aa1`);
      expect((await change(user.token, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await change(user.token, `Wrong-${i}-Aa1`)).status).toBe(400);
      }
    });
  });

  describe('sessions die', () => {
    it('after logout: the token answers 401 everywhere', async () => {
      const user = await signUp(t);
      expect((await call(t, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(204);
      for (const [method, path] of [
        ['GET', '/api/auth/me'],
        ['GET', '/api/profile'],
        ['GET', '/api/images/saved'],
        ['POST', '/api/auth/logout'],
      ] as const) {
        expect((await call(t, method, path, { token: user.token })).status, path).toBe(401);
      }
    });

    it('after a password change: the other sessions die, this one lives, the old password fails', async () => {
      const user = await signUp(t);
      const second = await login(t, user.email, PASSWORD);
      expect(second.status).toBe(200);
      // Warm the session cache for the other session first: revocation must reach the cache.
      expect((await call(t, 'GET', '/api/auth/me', { token: second.body.token })).status).toBe(200);
      const newPassword = 'Brand-New-Password-42';
      const change = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expect(change.status).toBe(200);
      expect((await call(t, 'GET', '/api/auth/me', { token: second.body.token })).status).toBe(401);
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      expect((await login(t, user.email, PASSWORD)).status).toBe(401);
      expect((await login(t, user.email, newPassword)).status).toBe(200);
    });

    it('after expiry (injected clock): 401, even with the session cached', async () => {
      const user = await signUp(t);
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      clock.offsetMs = SESSION_TTL_MS + 1000;
      try {
        const res = await call(t, 'GET', '/api/auth/me', { token: user.token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'unauthorized', message: 'Unauthorized' });
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('after 14 days unused (the idle timeout): 401', async () => {
      const user = await signUp(t);
      clock.offsetMs = SESSION_IDLE_MS + 1000;
      try {
        expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('each use slides the idle timeout on, up to the 30-day lifetime', async () => {
      const user = await signUp(t);
      const me = () => call(t, 'GET', '/api/auth/me', { token: user.token });
      const DAY = 24 * 60 * 60 * 1000;
      try {
        clock.offsetMs = 13 * DAY;
        expect((await me()).status).toBe(200);
        clock.offsetMs = 26 * DAY;
        expect((await me()).status).toBe(200);
        clock.offsetMs = 29 * DAY;
        expect((await me()).status).toBe(200);
        clock.offsetMs = SESSION_TTL_MS + 1000;
        expect((await me()).status).toBe(401);
      } finally {
        clock.offsetMs = 0;
      }
    });

    it('the sweeper purges expired sessions from the database', async () => {
      const user = await signUp(t);
      const rows = async () =>
        (
          await t.container.db.sequelize.query(
            'SELECT COUNT(*) AS n FROM sessions WHERE user_id = :id',
            { replacements: { id: user.userId }, plain: true },
          )
        )?.n;
      expect(Number(await rows())).toBe(1);
      clock.offsetMs = SESSION_IDLE_MS + 1000;
      try {
        expect(await t.container.purgeExpiredSessions()).toBeGreaterThanOrEqual(1);
      } finally {
        clock.offsetMs = 0;
      }
      expect(Number(await rows())).toBe(0);
    });

    it('a token of another shape, or a very long one, is 401 without a lookup error', async () => {
      for (const token of ['x'.repeat(600), "' OR 1=1 --", 'a'.repeat(43)]) {
        const res = await call(t, 'GET', '/api/auth/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(401);
      }
    });
  });

  describe('password length', () => {
    it('a 100-character password is accepted whole: no prefix signs in', async () => {
      const long = `Aa1!${'correct horse battery staple '.repeat(4)}`.slice(0, 100);
      expect(long).toHaveLength(100);
      const user = await signUp(t, { password: long });
      expect((await login(t, user.email, long)).status).toBe(200);
      for (const prefix of [long.slice(0, 64), long.slice(0, 72), long.slice(0, 99)]) {
        expect((await login(t, user.email, prefix)).status).toBe(401);
      }
      expect((await login(t, user.email, `${long}x`)).status).toBe(401);
    });

    it('a 1024-character password signs up and in; 1025 is 400 at sign-up and login, unhashed', async () => {
      const max = `Aa1!${'p'.repeat(1020)}`;
      const user = await signUp(t, { password: max });
      expect((await login(t, user.email, max)).status).toBe(200);
      const before = { hashes: hasher.hashes, verifies: hasher.verifies };
      const signup = await call(t, 'POST', '/api/auth/signup', {
        json: {
          email: `long-${Date.now()}@example.com`,
          password: `${max}x`,
          full_name: 'Long Password',
          language: 'en',
        },
      });
      expect(signup.status).toBe(400);
      expect((await login(t, user.email, `${max}x`)).status).toBe(400);
      expect({ hashes: hasher.hashes, verifies: hasher.verifies }).toEqual(before);
    });

    it('change-password refuses a current password over 1024 characters before hashing', async () => {
      const user = await signUp(t);
      const verifies = hasher.verifies;
      const res = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: {
          currentPassword: 'x'.repeat(1025),
          newPassword: 'Brand-New-Password-42',
          confirmPassword: 'Brand-New-Password-42',
        },
      });
      expect(res.status).toBe(400);
      expect(hasher.verifies).toBe(verifies);
    });
  });
});

describe.each([
  ['in-memory', false],
  ['Redis', true],
])('security: 50 concurrent guesses at one account (%s limits)', (_name, redis) => {
  let t: TestApp;
  let hasher: CountingHasher;

  beforeAll(async () => {
    hasher = new CountingHasher();
    t = await createTestApp('sqlite', { hasher, redis });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('at most 5 passwords are verified, every other guess is 429 (attempts reserved first)', async () => {
    const user = await signUp(t);
    const before = hasher.verifies;
    // Each from its own address (forwarded by a trusted proxy): the per-IP limit never bites.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(t, user.email, `Wrong-guess-${i}-Aa1`, `203.0.${113 + (i >> 8)}.${i + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(hasher.verifies - before).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(hasher.verifies - before);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - (hasher.verifies - before));
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.error).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the right password, once the account is locked, is refused too until the window ends', async () => {
    const user = await signUp(t);
    await Promise.all(Array.from({ length: 10 }, (_, i) => login(t, user.email, `Wrong-${i}-Aa1`)));
    expect((await login(t, user.email, PASSWORD)).status).toBe(429);
  });
});

describe('security: sign-up', () => {
  let t: TestApp;
  let hasher: CountingHasher;
  const body = (email: string) => ({
    email,
    password: PASSWORD,
    full_name: 'Mass Signup',
    language: 'en',
  });

  beforeAll(async () => {
    hasher = new CountingHasher();
    // SIGNUP_LIMIT_PER_HOUR empty: the production default.
    t = await createTestApp('sqlite', { hasher, env: { SIGNUP_LIMIT_PER_HOUR: '' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('10 sign-ups an hour per address by default; the 11th is 429 with Retry-After, unhashed', async () => {
    const ip = '198.51.100.77';
    const stamp = Date.now();
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'POST', '/api/auth/signup', {
        json: body(`mass-${stamp}-${i}@example.com`),
        ip,
      });
      expect(res.status).toBe(201);
    }
    const hashes = hasher.hashes;
    const refused = await call(t, 'POST', '/api/auth/signup', {
      json: body(`mass-${stamp}-10@example.com`),
      ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'rate_limited',
      message: 'Too many sign-ups. Please try again later.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(hasher.hashes).toBe(hashes);
    // Another address is not limited.
    const other = await call(t, 'POST', '/api/auth/signup', {
      json: body(`mass-${stamp}-10@example.com`),
      ip: '198.51.100.78',
    });
    expect(other.status).toBe(201);
  });

  it('a taken address answers 409 before any hashing', async () => {
    const user = await signUp(t);
    const hashes = hasher.hashes;
    const again = await call(t, 'POST', '/api/auth/signup', {
      json: body(user.email.toUpperCase()),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('email_taken');
    expect(hasher.hashes).toBe(hashes);
  });
});

describe('security: the in-memory limiter (embedded default, Redis-outage fallback)', () => {
  const MINUTE = 60_000;

  it('a flood of per-IP hits never clears a 15-minute account lockout: each key expires by its own window', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const account = 'login:fail:victim@example.com';
    for (let i = 0; i < 5; i++) await limiter.hit(account, 5, 15 * MINUTE);
    expect((await limiter.hit(account, 5, 15 * MINUTE)).allowed).toBe(false);

    // Two minutes later, 5,000 per-IP hits on 60 s windows (the sweep runs among them).
    now += 2 * MINUTE;
    for (let i = 0; i < 5_000; i++) {
      await limiter.hit(`login:ip:10.0.${i >> 8}.${i & 255}`, 20, MINUTE);
    }
    const locked = await limiter.hit(account, 5, 15 * MINUTE);
    expect(locked.allowed).toBe(false);
    expect(locked.retryAfterMs).toBe(13 * MINUTE);

    // The flood's keys are swept once their own minute is over; the lockout ends on time.
    now += 13 * MINUTE;
    for (let i = 0; i < 1_000; i++) await limiter.hit(`other:${i}`, 1, 1);
    expect(limiter.size).toBeLessThanOrEqual(1_001);
    expect((await limiter.hit(account, 5, 15 * MINUTE)).allowed).toBe(true);
  });
});

describe('security: the client address behind (no) proxy, on a real socket', () => {
  let untrusted: TestApp;
  let trusted: TestApp;
  let untrustedServer: Listening;
  let trustedServer: Listening;

  beforeAll(async () => {
    untrusted = await createTestApp('sqlite', { env: { TRUSTED_PROXY: 'false' } });
    trusted = await createTestApp('sqlite', { env: { TRUSTED_PROXY: '1' } });
    untrustedServer = await listen(untrusted.app);
    trustedServer = await listen(trusted.app);
  });
  afterAll(async () => {
    await untrustedServer?.close();
    await trustedServer?.close();
    await untrusted?.close();
    await trusted?.close();
  });

  const attempt = (base: string, i: number, forwarded: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
      body: JSON.stringify({ email: `rot-${i}@example.com`, password: 'whatever' }),
    });

  it('without TRUSTED_PROXY a rotating X-Forwarded-For does not reset the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await attempt(untrustedServer.url, i, `192.0.2.${i + 1}`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('with one trusted proxy, forged entries left of the proxy’s own do not reset it either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await attempt(trustedServer.url, i, `10.9.${i}.1, 198.51.100.7`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
    // The address the proxy appended is the client: another one is not limited.
    const other = await attempt(trustedServer.url, 99, '10.9.99.1, 198.51.100.8');
    expect(other.status).toBe(401);
  });
});
