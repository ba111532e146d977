import { type SmtpPeer, startSmtpPeer } from '@lumen/adapters/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPersonalToken, PASSWORD } from '../../testing/http';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { grant } from '../../testing/commerce';

const NEW_PASSWORD = 'Another-Good-Pass-8';
let counter = 0;

describe.each(['sqlite', 'mariadb'] as const)('mail through SMTP on %s', (dialect) => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(dialect, {
      env: { SMTP_URL: peer.url, MAIL_FROM: 'Lumen Studio <studio@lumen.test>' },
      // The production shape: sessions cached in Redis must die with the reset too.
      redis: dialect === 'mariadb',
    });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  /** Signs up from a browser whose site language is `language`. */
  async function signUpIn(language: 'en' | 'es') {
    const email = `reset${++counter}-${dialect}-${Date.now()}@example.com`;
    const res = await call(t, 'POST', '/api/auth/signup', {
      json: { email, password: PASSWORD, full_name: 'Ada Lovelace', language: 'en' },
      headers: { 'accept-language': language },
    });
    expect(res.status).toBe(201);
    return { email, token: res.body.token as string };
  }

  const mailTo = (email: string, subject: string) =>
    peer.waitFor(
      (m) => m.subject === subject && !Array.isArray(m.to) && m.to?.value[0]?.address === email,
      30_000,
    );

  it('forgot password: the mail reaches the SMTP server in the account’s language; the link sets a new password, revokes every session and signs in', async () => {
    const { email, token: oldToken } = await signUpIn('es');
    const asked = await call(t, 'POST', '/api/auth/password-reset', {
      json: { email },
      headers: { 'accept-language': 'en' },
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ accepted: true });
    // No account: the same answer.
    const unknown = await call(t, 'POST', '/api/auth/password-reset', {
      json: { email: `nobody-${Date.now()}@example.com` },
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(asked.body);

    const mail = await mailTo(email, 'Restablece tu contraseña de Lumen Studio');
    expect(mail.from?.value[0]?.address).toBe('studio@lumen.test');
    expect(mail.headers.get('content-language')).toBe('es');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
    const resetToken = new URL(link).searchParams.get('token') ?? '';

    const done = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: done.body.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: oldToken })).status).toBe(401);
    const login = await call(t, 'POST', '/api/auth/login', {
      json: { email, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
    const oldPassword = await call(t, 'POST', '/api/auth/login', {
      json: { email, password: PASSWORD },
    });
    expect(oldPassword.status).toBe(401);

    const again = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('reset_token_invalid');
  });

  it('completing a reset revokes every personal access token the intruder made; the mail and the answer say so', async () => {
    const { email, token: session } = await signUpIn('en');
    const me = await call(t, 'GET', '/api/auth/me', { token: session });
    await grant(t, me.body.user.id as string, 20);
    const tokens: string[] = [];
    for (const scope of ['generate', 'full']) {
      const made = await createPersonalToken(t, session, { name: `intruder ${scope}`, scope });
      expect(made.status).toBe(201);
      tokens.push(made.body.token as string);
    }
    for (const token of tokens) {
      expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
    }

    await call(t, 'POST', '/api/auth/password-reset', { json: { email } });
    const mail = await mailTo(email, 'Reset your Lumen Studio password');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const done = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: new URL(link).searchParams.get('token'), password: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);

    const image = { prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon', count: 1 };
    for (const token of tokens) {
      expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
      expect((await call(t, 'POST', '/api/generate/image', { token, json: image })).status).toBe(
        401,
      );
    }
    expect(done.body.revokedTokens).toBe(2);
    const fresh = done.body.token;
    expect((await call(t, 'GET', '/api/tokens', { token: fresh })).body.tokens).toEqual([]);
    expect((await call(t, 'GET', '/api/profile', { token: fresh })).body.credits_balance).toBe(20);
    expect(mail.text).toContain('signs you out everywhere and revokes your API tokens');
  });

  it('the Spanish reset mail says that completing it revokes the API tokens', async () => {
    const { email } = await signUpIn('es');
    await call(t, 'POST', '/api/auth/password-reset', {
      json: { email },
      headers: { 'accept-language': 'es' },
    });
    const mail = await mailTo(email, 'Restablece tu contraseña de Lumen Studio');
    expect(mail.text).toContain('cierra todas tus sesiones y revoca tus tokens de API');
  });

  it('a forged token and a weak password are refused with their codes', async () => {
    const forged = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: 'forged-token', password: NEW_PASSWORD },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      error: 'reset_token_invalid',
      message: 'This reset link is invalid, expired or already used. Ask for a new one.',
    });
    const weak = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: 'forged-token', password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('validation_error');
  });

  it('a link can be checked before the new password is typed: usable, then used, and a forged one', async () => {
    const { email } = await signUpIn('en');
    expect((await call(t, 'POST', '/api/auth/password-reset', { json: { email } })).status).toBe(
      202,
    );
    const mail = await mailTo(email, 'Reset your Lumen Studio password');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    const check = (token: string) =>
      call(t, 'POST', '/api/auth/password-reset/check', { json: { token } });

    const usable = await check(resetToken);
    expect(usable.status).toBe(200);
    expect(usable.body).toEqual({ usable: true });
    // Checking spends nothing: the link still sets the password once.
    const done = await call(t, 'POST', '/api/auth/password-reset/complete', {
      json: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);

    for (const token of [resetToken, 'forged-token']) {
      const refused = await check(token);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: 'reset_token_invalid',
        message: 'This reset link is invalid, expired or already used. Ask for a new one.',
      });
    }
    const empty = await call(t, 'POST', '/api/auth/password-reset/check', { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('validation_error');
  });

  it('throttles requests for one address, known or not', async () => {
    const email = `throttle-${dialect}-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call(t, 'POST', '/api/auth/password-reset', { json: { email } })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('a debit that leaves less than one default image sends one low-balance mail', async () => {
    const { email, token } = await signUpIn('en');
    const me = await call(t, 'GET', '/api/auth/me', { token });
    const userId = me.body.user.id as string;
    await grant(t, userId, 5);
    const image = { prompt: 'a lighthouse at dusk', size: '512x512', style: 'cartoon', count: 1 };
    const generated = await call(t, 'POST', '/api/generate/image', { token, json: image });
    expect(generated.status).toBe(200);
    const mail = await mailTo(email, 'Your Lumen Studio credits are running low');
    expect(mail.text).toContain('Your balance is 3 credits');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/dashboard`);
    // Remembered in the database: no second notice the same day.
    expect(await t.container.accountMail.noticeLowBalance(userId, 1)).toBe(false);
  });
});
