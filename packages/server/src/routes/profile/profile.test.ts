import { EXTRA_MESSAGES, MESSAGES } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { call, PASSWORD, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';

const UNAUTHORIZED = { error: 'unauthorized', message: 'Unauthorized' };

describeOnDialects('profile routes', (getApp) => {
  describe('GET /api/profile', () => {
    it('answers the profile', async () => {
      const t = getApp();
      const user = await signUp(t, { full_name: 'Mary Somerville' });
      const res = await call(t, 'GET', '/api/profile', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        full_name: 'Mary Somerville',
        email: user.email,
        phone: null,
        language: 'en',
        credits_balance: 0,
        trial_credits: 0,
        trial_expires_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'GET', '/api/profile');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('PATCH /api/profile', () => {
    it('updates full name, phone and language, and logs the change', async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'PATCH', '/api/profile', {
        token: user.token,
        ip: '203.0.113.9',
        json: { full_name: 'Ada King', phone: '+44 (20) 7946-0958', language: 'uk' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        full_name: 'Ada King',
        phone: '+44 (20) 7946-0958',
        language: 'uk',
        email: user.email,
      });
      const again = await call(t, 'GET', '/api/profile', { token: user.token });
      expect(again.body.full_name).toBe('Ada King');
      const cleared = await call(t, 'PATCH', '/api/profile', {
        token: user.token,
        json: { phone: '' },
      });
      expect(cleared.body.phone).toBeNull();
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 10,
      });
      const changes = log.items.filter((row) => row.action === 'profile_update');
      expect(changes).toHaveLength(2);
      expect(changes).toContainEqual(
        expect.objectContaining({ ipAddress: '203.0.113.9', userAgent: 'vitest' }),
      );
    });

    it.each([
      [{ phone: '12ab' }, 'phone', MESSAGES.phoneInvalid],
      [{ phone: '+1234567' }, 'phone', MESSAGES.phoneInvalid],
      [{ full_name: 'A' }, 'full_name', EXTRA_MESSAGES.fullNameLength],
      [{ full_name: 'x'.repeat(101) }, 'full_name', EXTRA_MESSAGES.fullNameLength],
      [{ language: 'fr' }, 'language', undefined],
      [{ full_name: 42 }, 'full_name', undefined],
      [{ phone: { number: '123' } }, 'phone', undefined],
    ])('400 for %o', async (json, path, message) => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'PATCH', '/api/profile', { token: user.token, json });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe(path);
      if (message) expect(res.body.message).toBe(message);
    });

    it('401 without a token, before the body is looked at', async () => {
      const res = await call(getApp(), 'PATCH', '/api/profile', { json: { full_name: 1 } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('POST /api/settings/change-password', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      currentPassword: PASSWORD,
      newPassword: 'Fresh-Passw0rd',
      confirmPassword: 'Fresh-Passw0rd',
      ...overrides,
    });

    it('200 { success: true, revokedTokens }; other sessions are revoked, this one stays', async () => {
      const t = getApp();
      const user = await signUp(t);
      const second = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: PASSWORD },
      });
      const res = await call(t, 'POST', '/api/settings/change-password', {
        token: second.body.token,
        json: body(),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, revokedTokens: 0 });
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
      expect((await call(t, 'GET', '/api/auth/me', { token: second.body.token })).status).toBe(200);
      const old = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: PASSWORD },
      });
      expect(old.status).toBe(401);
      const fresh = await call(t, 'POST', '/api/auth/login', {
        json: { email: user.email, password: 'Fresh-Passw0rd' },
      });
      expect(fresh.status).toBe(200);
      const log = await t.container.db.activityLog.list({
        userId: user.userId,
        page: 1,
        limit: 20,
      });
      expect(log.items.map((row) => row.action)).toContain('password_change');
    });

    it("400 'Current password is incorrect' for a wrong current password", async () => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: body({ currentPassword: 'Not-the-password-1' }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Current password is incorrect');
      expect(res.body.issues).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    });

    it.each([
      [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
      // The sign-up rule and its messages.
      [{ newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'newPassword', MESSAGES.passwordMin],
      [
        { newPassword: 'alllowercase12', confirmPassword: 'alllowercase12' },
        'newPassword',
        MESSAGES.passwordClasses,
      ],
      [{ confirmPassword: 'Other-Passw0rd' }, 'confirmPassword', MESSAGES.passwordsDontMatch],
    ])('400 for %o with its message', async (overrides, path, message) => {
      const t = getApp();
      const user = await signUp(t);
      const res = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: body(overrides),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues?.[0]).toEqual({ path, message });
    });

    it('400 for a too short new password and for wrong types', async () => {
      const t = getApp();
      const user = await signUp(t);
      const short = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: body({ newPassword: 'Ab1', confirmPassword: 'Ab1' }),
      });
      expect(short.status).toBe(400);
      expect(short.body.issues?.[0]?.path).toBe('newPassword');
      const typed = await call(t, 'POST', '/api/settings/change-password', {
        token: user.token,
        json: body({ newPassword: 12345678 }),
      });
      expect(typed.status).toBe(400);
    });

    it('401 without a token', async () => {
      const res = await call(getApp(), 'POST', '/api/settings/change-password', { json: body() });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });
});
