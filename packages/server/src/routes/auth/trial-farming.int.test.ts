import { type SmtpPeer, startSmtpPeer } from '@lumen/adapters/testing';
import { randomInt } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../testing/commerce';
import { call, PASSWORD, signUp } from '../../testing/http';
import {
  createTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestDialect,
} from '../../testing/test-app';

// One trial per mailbox, on the real server: a `+tag` or a dotted Gmail variant of an address
// that had its trial gets none, alive or deleted; sign-ups are counted per IPv6 /64 and never
// per an address the client chose itself; and with verification on, the trial waits for the
// mailed link.

const TRIAL = { TRIAL_CREDITS: '20', TRIAL_DAYS: '14' };

const stamp = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

describe.each<TestDialect>(['sqlite', 'mariadb'])('trials cannot be farmed (%s)', (dialect) => {
  let t: TestApp;
  let limited: TestApp;

  beforeAll(async () => {
    [t, limited] = await Promise.all([
      createTestApp(dialect, { env: { ...TRIAL, TRIAL_REQUIRES_VERIFIED_EMAIL: 'false' } }),
      // Two proxies in front, two sign-ups an hour per client.
      createTestApp(dialect, {
        env: { ...TRIAL, TRUSTED_PROXY: '2', SIGNUP_LIMIT_PER_HOUR: '2' },
      }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), limited?.close()]);
  });

  async function trialOf(app: TestApp, token: string) {
    const me = await call(app, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    return { balance: me.body.user.credits_balance, trial: me.body.user.trial_credits };
  }

  const signUpAt = (app: TestApp, email: string, forwarded: string) =>
    call(app, 'POST', '/api/auth/signup', {
      json: { email, password: PASSWORD, full_name: 'Ada Lovelace', language: 'en' },
      headers: { 'x-forwarded-for': forwarded },
    });

  it('a +tag of a live account gets no second trial, however many tags', async () => {
    const name = `farm-${stamp()}`;
    const first = await signUp(t, { email: `${name}@example.com` });
    expect(await trialOf(t, first.token)).toEqual({ balance: 20, trial: 20 });
    for (const tag of ['1', '2', 'again']) {
      const farmed = await signUp(t, { email: `${name}+${tag}@Example.com` });
      expect(await trialOf(t, farmed.token)).toEqual({ balance: 0, trial: 0 });
    }
  });

  it('after deleting del@gmail.com, d.el@gmail.com and d.e.l@googlemail.com get no new trial', async () => {
    const name = `del${stamp()}`;
    const first = await signUp(t, { email: `${name}@gmail.com` });
    expect(await trialOf(t, first.token)).toEqual({ balance: 20, trial: 20 });
    const deleted = await call(t, 'DELETE', '/api/account', {
      token: first.token,
      json: { password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);

    const dotted = await signUp(t, { email: `${name.slice(0, 1)}.${name.slice(1)}@gmail.com` });
    expect(await trialOf(t, dotted.token)).toEqual({ balance: 0, trial: 0 });
    const other = await signUp(t, {
      email: `${name.slice(0, 1)}.${name.slice(1, 2)}.${name.slice(2)}+x@googlemail.com`,
    });
    expect(await trialOf(t, other.token)).toEqual({ balance: 0, trial: 0 });
    // The claim is a hash: the table holds no address.
    const claims = await t.container.db.sequelize.query<{ email_hash: string }>(
      'SELECT email_hash FROM trial_claims',
      { type: QueryTypes.SELECT },
    );
    expect(claims.every((c) => /^[0-9a-f]{64}$/.test(c.email_hash))).toBe(true);
  });

  it('sign-ups are counted per IPv6 /64: a new address in the same /64 is the same client', async () => {
    // The client is the entry the outer proxy appended (two from the right).
    const net = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (const host of ['::1', ':ffff:1:2:3', '::abcd']) {
      const res = await signUpAt(limited, `v6-${stamp()}@example.com`, `${net}${host}, 10.0.0.1`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Written in full, and from another /64: the same /64 is still refused, another is not.
    const full = await signUpAt(
      limited,
      `v6-${stamp()}@example.com`,
      `${net.toUpperCase()}:0:0:0:9, 10.0.0.1`,
    );
    expect(full.status).toBe(429);
    const neighbour = await signUpAt(limited, `v6-${stamp()}@example.com`, `${net}1::1, 10.0.0.1`);
    expect(neighbour.status).toBe(201);
  });

  it('with TRUSTED_PROXY=2, a one-entry X-Forwarded-For does not choose its own bucket', async () => {
    // Too few hops: the header did not come through both proxies, so the socket counts.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await signUpAt(limited, `xff-${stamp()}@example.com`, `203.0.113.${i + 1}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe.each<TestDialect>(['sqlite', 'mariadb'])(
  'the trial waits for the verified address (%s)',
  (dialect) => {
    let peer: SmtpPeer;
    let t: TestApp;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      // TRIAL_REQUIRES_VERIFIED_EMAIL unset: the default, on.
      t = await createTestApp(dialect, {
        env: { ...TRIAL, SMTP_URL: peer.url, MAIL_FROM: 'Lumen Studio <studio@lumen.test>' },
      });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await peer?.close();
    });

    async function verificationLink(email: string, subject: string) {
      const mail = await peer.waitFor(
        (m) => m.subject === subject && !Array.isArray(m.to) && m.to?.value[0]?.address === email,
        30_000,
      );
      const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
      expect(link.startsWith(`${TEST_PUBLIC_URL}/verify-email?token=`)).toBe(true);
      return new URL(link).searchParams.get('token') ?? '';
    }

    const meOf = async (token: string) =>
      (await call(t, 'GET', '/api/auth/me', { token })).body.user;

    it('sign-up mails a link; the account works at once, the trial comes with the verified address', async () => {
      const email = `verify-${stamp()}@example.com`;
      const user = await signUp(t, { email });
      expect(await meOf(user.token)).toMatchObject({
        credits_balance: 0,
        trial_credits: 0,
        email_verified: false,
        trial_pending_credits: 20,
      });
      // Everything but the trial works: bought credits buy a generation.
      await grant(t, user.userId, 5);
      const made = await call(t, 'POST', '/api/generate/image', {
        token: user.token,
        json: { prompt: 'a lighthouse', size: '512x512', style: 'cartoon', count: 1 },
      });
      expect(made.status, made.text).toBe(200);

      const token = await verificationLink(email, 'Verify your Lumen Studio e-mail address');
      const verified = await call(t, 'POST', '/api/auth/verify-email', { json: { token } });
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body).toEqual({ verified: true, trial_credits: 20 });
      expect(await meOf(user.token)).toMatchObject({
        credits_balance: 20 + 5 - 2,
        trial_credits: 20,
        email_verified: true,
        trial_pending_credits: 0,
      });
      const grants = await t.container.db.sequelize.query<{ amount: number }>(
        "SELECT amount FROM credit_ledger WHERE user_id = :userId AND kind = 'trial_grant'",
        { replacements: { userId: user.userId }, type: QueryTypes.SELECT },
      );
      expect(grants.map((g) => Number(g.amount))).toEqual([20]);

      // The link works once.
      const again = await call(t, 'POST', '/api/auth/verify-email', { json: { token } });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('verification_token_invalid');
      // Verified: there is nothing to resend.
      const resend = await call(t, 'POST', '/api/auth/verify-email/resend', { token: user.token });
      expect(resend.status).toBe(409);
      expect(resend.body.error).toBe('already_verified');
    });

    it('a +tag sibling verifies its address but gets no trial; a forged token is refused', async () => {
      const name = `sibling-${stamp()}`;
      await signUp(t, { email: `${name}@example.com` });
      const email = `${name}+2@example.com`;
      const sibling = await signUp(t, { email });
      expect(await meOf(sibling.token)).toMatchObject({
        email_verified: false,
        trial_pending_credits: 0,
      });
      const token = await verificationLink(email, 'Verify your Lumen Studio e-mail address');
      const verified = await call(t, 'POST', '/api/auth/verify-email', { json: { token } });
      expect(verified.body).toEqual({ verified: true, trial_credits: 0 });
      expect(await meOf(sibling.token)).toMatchObject({ credits_balance: 0, email_verified: true });

      const forged = await call(t, 'POST', '/api/auth/verify-email', {
        json: { token: 'forged-token' },
      });
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({
        error: 'verification_token_invalid',
        message: 'This verification link is invalid, expired or already used. Ask for a new one.',
      });
    });

    it('resend mails a new link in the account’s language, three an hour, then 429 with Retry-After', async () => {
      const email = `resend-${stamp()}@example.com`;
      const res = await call(t, 'POST', '/api/auth/signup', {
        json: { email, password: PASSWORD, full_name: 'Ada Lovelace', language: 'en' },
        headers: { 'accept-language': 'es' },
      });
      expect(res.status).toBe(201);
      const session = res.body.token;
      await verificationLink(email, 'Verifica tu dirección de correo de Lumen Studio');

      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const resent = await call(t, 'POST', '/api/auth/verify-email/resend', { token: session });
        statuses.push(resent.status);
        if (resent.status === 429) {
          expect(resent.body).toEqual({
            error: 'rate_limited',
            message: 'Too many verification mails. Please try again later.',
          });
          expect(Number(resent.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await call(t, 'POST', '/api/auth/verify-email/resend', {})).status).toBe(401);

      // The latest link works (an earlier one too, until one of them is used).
      const token = await verificationLink(
        email,
        'Verifica tu dirección de correo de Lumen Studio',
      );
      const verified = await call(t, 'POST', '/api/auth/verify-email', { json: { token } });
      expect(verified.body).toEqual({ verified: true, trial_credits: 20 });
    });
  },
);
