import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { beforeAll, expect, it } from 'vitest';
import { call, createPersonalToken, PASSWORD, signUp } from '../../testing/http';
import { waitFor } from '../../testing/wait-for';
import type { TestApp } from '../../testing/test-app';
import { describeOnTwoInstances } from '../../testing/two-instances';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_UPDATED = IPHONE.replaceAll('17_5', '17_6').replaceAll('17.5', '17.6');
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

// Two instances over one database and one Redis, as behind a balancer (the production shape:
// session lookups are cached in Redis; the in-memory cache is for a single instance).
describeOnTwoInstances('signed-in devices', (instances) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => {
    ({ a, b } = instances());
  });

  const signIn = async (t: TestApp, email: string, userAgent: string, ip: string) => {
    const res = await call(t, 'POST', '/api/auth/login', {
      json: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
      ip,
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  const activity = async (userId: string, action: string) =>
    a.container.db.sequelize.query<{ metadata: unknown }>(
      'SELECT `metadata` FROM `user_activity_log` WHERE `user_id` = :userId AND `action` = :action',
      { replacements: { userId, action }, type: QueryTypes.SELECT },
    );

  /** The .eml files addressed to `email` in either instance's outbox (one folder on SQLite). */
  const mailsTo = async (email: string) => {
    const texts: string[] = [];
    for (const outbox of new Set([a, b].map((t) => path.join(t.dataDir, 'outbox')))) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      for (const file of files) texts.push(await readFile(path.join(outbox, file), 'utf8'));
    }
    return texts.filter((text) => text.includes(email));
  };

  it('lists the sessions with device, browser, address and this one first; another user’s session is 404', async () => {
    const user = await signUp(a);
    const phone = await signIn(b, user.email, IPHONE, '198.51.100.20');
    const listed = await call(a, 'GET', '/api/account/sessions', { token: user.token });
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions ?? [];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Safari',
      os: 'iOS',
      device_type: 'mobile',
      ip_address: '198.51.100.20',
      user_agent: IPHONE,
    });
    expect(Date.parse(sessions[1]?.last_active_at ?? '')).toBeGreaterThan(0);
    expect(listed.body.new_device_mail).toBe(false);

    const stranger = await signUp(a);
    const phoneId = sessions[1]?.id ?? '';
    const foreign = await call(b, 'DELETE', `/api/account/sessions/${phoneId}`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('not_found');
    expect((await call(a, 'GET', '/api/auth/me', { token: phone })).status).toBe(200);
  });

  it('signing one session out kills it at once on both instances, cached or not', async () => {
    const user = await signUp(a);
    const phone = await signIn(a, user.email, IPHONE, '198.51.100.21');
    // Both instances have looked the token up (and, with Redis, cached it).
    for (const t of [a, b]) {
      expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(200);
    }
    const listed = await call(a, 'GET', '/api/account/sessions', { token: user.token });
    const phoneId = listed.body.sessions?.find((s) => !s.current)?.id ?? '';
    const revoked = await call(a, 'DELETE', `/api/account/sessions/${phoneId}`, {
      token: user.token,
    });
    expect(revoked.status).toBe(204);
    for (const t of [b, a]) {
      expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    }
    expect((await call(b, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    const again = await call(b, 'DELETE', `/api/account/sessions/${phoneId}`, {
      token: user.token,
    });
    expect(again.status).toBe(404);
    expect(await activity(user.userId, 'session_revoke')).toHaveLength(1);
  });

  it('"sign out everywhere else" keeps this session only, on every instance', async () => {
    const user = await signUp(a);
    const others = [
      await signIn(a, user.email, IPHONE, '198.51.100.22'),
      await signIn(b, user.email, FIREFOX_LINUX, '198.51.100.23'),
    ];
    for (const t of [a, b]) {
      for (const token of others) {
        expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
      }
    }
    const res = await call(b, 'POST', '/api/account/sessions/revoke-others', {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(2);
    for (const t of [a, b]) {
      for (const token of others) {
        expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
      }
      expect((await call(t, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    }
    const listed = await call(a, 'GET', '/api/account/sessions', { token: user.token });
    expect(listed.body.sessions?.map((s) => s.current)).toEqual([true]);
  });

  it('a new device family is logged and, once asked for, mailed; a browser update is not new', async () => {
    const user = await signUp(a);
    // Before opting in: logged, not mailed.
    await signIn(a, user.email, FIREFOX_LINUX, '203.0.113.40');
    expect(await activity(user.userId, 'new_device')).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(0);

    const opt = await call(b, 'PUT', '/api/account/sessions/new-device-mail', {
      token: user.token,
      json: { enabled: true },
    });
    expect(opt.status).toBe(204);
    expect(
      (await call(a, 'GET', '/api/account/sessions', { token: user.token })).body.new_device_mail,
    ).toBe(true);

    await signIn(b, user.email, IPHONE, '203.0.113.41');
    const [mail] = await waitFor(
      () => mailsTo(user.email),
      (mails) => mails.length === 1,
    );
    expect(mail).toContain('New sign-in to your Lumen Studio account');
    expect(mail).toContain('203.0.113.41');
    expect(await activity(user.userId, 'new_device')).toHaveLength(2);

    // The same phone after a system update, from the same address: known.
    await signIn(a, user.email, IPHONE_UPDATED, '203.0.113.41');
    expect(await activity(user.userId, 'new_device')).toHaveLength(2);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('is for sessions only: a personal access token gets 403', async () => {
    const user = await signUp(a);
    const created = await createPersonalToken(a, user.token, { name: 'full', scope: 'full' });
    const token = created.body.token as string;
    expect((await call(a, 'GET', '/api/account/sessions', { token })).status).toBe(403);
    expect((await call(a, 'POST', '/api/account/sessions/revoke-others', { token })).status).toBe(
      403,
    );
  });
});
