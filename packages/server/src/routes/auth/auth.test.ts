import { MESSAGES } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { call, PASSWORD, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';

const UNAUTHORIZED = { error: 'unauthorized', message: 'Unauthorized' };

describeOnDialects('auth routes', (getApp) => {
  const signupBody = (overrides: Record<string, unknown> = {}) => ({
    email: `new-${Math.random().toString(36).slice(2)}@example.com`,
    password: PASSWORD,
    full_name: 'Grace Hopper',
    language: 'en',
    ...overrides,
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account: 201 with a token that signs it in', async () => {
      const t = getApp();
      const body = signupBody();
      const res = await call(t, 'POST', '/api/auth/signup', { json: body });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ token: expect.any(String) });
      expect(res.body.token.length).toBeGreaterThanOrEqual(22);
      const me = await call(t, 'GET', '/api/auth/me', { token: res.body.token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ username: 'Grace Hopper', email: body.email });
    });

    it('answers 409 for a duplicate email, whatever its case', async () => {
      const t = getApp();
      const body = signupBody();
      expect((await call(t, 'POST', '/api/auth/signup', { json: body })).status).toBe(201);
      const again = await call(t, 'POST', '/api/auth/signup', {
        json: { ...body, email: body.email.toUpperCase() },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'email_taken' });
    });

    it.each([
      ['full name too short', { full_name: 'Al' }, 'full_name', MESSAGES.fullNameMin],
      ['full name too long', { full_name: 'x'.repeat(101) }, 'full_name', MESSAGES.fullNameMax],
      ['email missing', { email: '' }, 'email', MESSAGES.emailRequired],
      ['email invalid', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      ['password too short', { password: 'Aa1!aa' }, 'password', MESSAGES.passwordMin],
      [
        'password of one class',
        { password: 'aaaaaaaaaaaaaaa' },
        'password',
        MESSAGES.passwordClasses,
      ],
    ])('400 when %s, with the spec message', async (_name, overrides, path, message) => {
      const res = await call(getApp(), 'POST', '/api/auth/signup', { json: signupBody(overrides) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toContainEqual({ path, message });
    });

    it('400 for a password over 1024 characters', async () => {
      const res = await call(getApp(), 'POST', '/api/auth/signup', {
        json: signupBody({ password: `Aa1!${'x'.repeat(1021)}` }),
      });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe('password');
    });

    it('400 for wrong types: a number for a string, an object for a string', async () => {
      const t = getApp();
      const a = await call(t, 'POST', '/api/auth/signup', {
        json: signupBody({ full_name: 12345 }),
      });
      expect(a.status).toBe(400);
      expect(a.body.issues?.[0]?.path).toBe('full_name');
      const b = await call(t, 'POST', '/api/auth/signup', {
        json: signupBody({ email: { $ne: 1 } }),
      });
      expect(b.status).toBe(400);
      const c = await call(t, 'POST', '/api/auth/signup', { json: [1, 2, 3] });
      expect(c.status).toBe(400);
    });

    it('400 for an unknown language', async () => {
      const res = await call(getApp(), 'POST', '/api/auth/signup', {
        json: signupBody({ language: 'fr' }),
      });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe('language');
    });

    it('400 for malformed JSON', async () => {
      const res = await call(getApp(), 'POST', '/api/auth/signup', {
        body: '{"email": "a@b.c", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid_json',
        message: 'Malformed JSON in request body',
      });
    });

    it('415 for a body that is not JSON, and for a body without a content type', async () => {
      const t = getApp();
      const text = await call(t, 'POST', '/api/auth/signup', {
        body: 'email=a@b.c',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(text.status).toBe(415);
      expect(text.body.error).toBe('unsupported_media_type');
      const plain = await call(t, 'POST', '/api/auth/signup', {
        body: JSON.stringify(signupBody()),
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status).toBe(415);
      const none = await call(t, 'POST', '/api/auth/signup', {
        body: JSON.stringify(signupBody()),
      });
      expect([400, 415]).toContain(none.status);
    });

    it('413 for a body over 1 MB, announced by Content-Length', async () => {
      const big = JSON.stringify(signupBody({ full_name: 'x'.repeat(1024 * 1024) }));
      const res = await call(getApp(), 'POST', '/api/auth/signup', {
        body: big,
        headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'payload_too_large',
        message: 'Request body is larger than 1 MB',
      });
    });

    it('413 for a streamed body over 1 MB without Content-Length', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"full_name":"'));
          if (sent >= 20) return controller.close();
          sent++;
          controller.enqueue(chunk);
        },
      });
      const res = await call(getApp(), 'POST', '/api/auth/signup', {
        body: stream,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(res.body.error).toBe('payload_too_large');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in: 200 with a new token', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email.toUpperCase(), password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String) });
      expect(res.body.token).not.toBe(user.token);
      expect((await call(t, 'GET', '/api/auth/me', { token: res.body.token })).status).toBe(200);
    });

    it('answers one 401 body for an unknown email and for a wrong password', async () => {
      const t = getApp();
      const user = await signUp(t);
      const unknown = await call(t, 'POST', '/api/auth/login', {
        json: { email: 'nobody-here@example.com', password: PASSWORD },
      });
      const wrong = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: 'Wrong-password-1' },
      });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toEqual({
        error: 'invalid_credentials',
        message: 'Invalid email or password',
      });
    });

    it.each([
      [{ email: '', password: 'x' }, 'email', MESSAGES.emailRequired],
      [{ email: 'nope', password: 'x' }, 'email', MESSAGES.emailInvalid],
      [{ email: 'a@example.com', password: '' }, 'password', MESSAGES.passwordRequired],
      [{ email: 'a@example.com' }, 'password', MESSAGES.passwordRequired],
    ])('400 for %o with the spec message', async (json, path, message) => {
      const res = await call(getApp(), 'POST', '/api/auth/login', { json });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues?.[0]).toEqual({ path, message });
    });

    it('429 with Retry-After after 5 failures for one account, even with the right password', async () => {
      const t = getApp();
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        const res = await call(t, 'POST', '/api/auth/login', {
          json: { email: user.email, password: `Wrong-${i}` },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('rate_limited');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('429 after 20 attempts from one IP in a minute', async () => {
      const t = getApp();
      const ip = '192.0.2.77';
      for (let i = 0; i < 20; i++) {
        const res = await call(t, 'POST', '/api/auth/login', {
          ip,
          json: { email: `ip-${i}@example.com`, password: 'whatever' },
        });
        expect(res.status).toBe(401);
      }
      const blocked = await call(t, 'POST', '/api/auth/login', {
        ip,
        json: { email: 'ip-last@example.com', password: 'whatever' },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.headers.get('retry-after')).not.toBeNull();
      // Another address is not affected.
      const other = await call(t, 'POST', '/api/auth/login', {
        json: { email: 'ip-other@example.com', password: 'whatever' },
      });
      expect(other.status).toBe(401);
    });

    it('writes activity rows for login and failed login with IP and user agent', async () => {
      const t = getApp();
      const user = await signUp(t);
      await call(t, 'POST', '/api/auth/login', {
        ip: '198.51.100.23',
        json: { email: user.email, password: 'Wrong-password-1' },
      });
      await call(t, 'POST', '/api/auth/login', {
        ip: '198.51.100.23',
        json: { email: user.email, password: PASSWORD },
      });
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      const actions = log.items.map((row) => row.action).sort();
      // The login came from another network than the sign-up: a device the account had not used.
      expect(actions).toEqual(['login', 'login_failed', 'new_device', 'signup']);
      const login = log.items.find((row) => row.action === 'login');
      expect(login).toMatchObject({ ipAddress: '198.51.100.23', userAgent: 'vitest' });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('204, and the token is dead afterwards', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/auth/logout', { token: user.token });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const me = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual(UNAUTHORIZED);
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      expect(log.items.map((row) => row.action)).toContain('logout');
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'POST', '/api/auth/logout');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('the trial turned off (TRIAL_CREDITS=0, as the test apps run)', () => {
    it('sign-up writes no ledger entry and /api/config says 0 credits', async () => {
      const t = getApp();
      const user = await signUp(t);
      const entries = await t.container.db.creditLedger.entries({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      expect(entries.total).toBe(0);
      const config = await call(t, 'GET', '/api/config');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ trialCredits: 0, trialDays: 14 });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers { user: { id, username, email, credits_balance, trial…, email_verified } }', async () => {
      const t = getApp();
      const user = await signUp(t, { full_name: 'Katherine Johnson' });
      const res = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: {
          id: user.userId,
          username: 'Katherine Johnson',
          email: user.email,
          credits_balance: 0,
          trial_credits: 0,
          trial_expires_at: null,
          email_verified: false,
          trial_pending_credits: 0,
        },
      });
    });

    it.each([
      ['no header', {}],
      ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
      ['a malformed header', { authorization: 'Token abc' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
    ])('401 for %s', async (_name, headers) => {
      const res = await call(getApp(), 'GET', '/api/auth/me', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });

    it('401 for an expired session', async () => {
      const t = getApp();
      const user = await signUp(t);
      await t.container.db.sequelize.query(
        'UPDATE sessions SET expires_at = :past WHERE user_id = :userId',
        { replacements: { past: new Date(Date.now() - 1000), userId: user.userId } },
      );
      // Real sessions expire by the clock, never earlier than the cache entry (its TTL stops at
      // the expiry); moving expires_at by hand needs the cache forgotten as time would.
      await t.container.cache.sessionCache.deleteForUser(user.userId);
      const res = await call(t, 'GET', '/api/auth/me', { token: user.token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });
});
