import { randomInt } from 'node:crypto';
import { SoftwareAuthenticator } from '@lumen/adapters/testing';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDialects } from '../../testing/dialects';
import { call, PASSWORD, signUp } from '../../testing/http';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../testing/oidc-provider';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';

// "Continue with Google" against a real OpenID Connect provider (oidc-provider on a local port,
// its discovery document and JWKS): the callback refuses a bad state, a replayed code, a wrong
// nonce or audience, an expired ID token and an unverified address, each with its own clear
// code and nothing created; a verified new address makes one account (with the trial, once
// per mailbox); an address that has an account is linked only with its password.

let provider: LocalOidcProvider;

beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUri: `${TEST_PUBLIC_URL}/api/auth/oidc/callback`,
  });
});
afterAll(async () => {
  await provider?.close();
});

const unique = (name: string) => `${name}${randomInt(1e9)}`;

/** GET /api/auth/oidc/start: the provider's authorization URL. */
async function start(t: TestApp): Promise<string> {
  const res = await call(t, 'GET', '/api/auth/oidc/start');
  expect(res.status, res.text).toBe(302);
  const location = res.headers.get('location') ?? '';
  expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
  return location;
}

/** The callback, as the browser brings it: where it sends the browser (the fragment's fields). */
async function callback(t: TestApp, redirectedTo: string) {
  const res = await call(t, 'GET', `/api/auth/oidc/callback${new URL(redirectedTo).search}`);
  expect(res.status, res.text).toBe(302);
  const landing = new URL(res.headers.get('location') ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_PUBLIC_URL}/signin/oidc`);
  expect(landing.search).toBe('');
  return Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
}

/** The whole round trip for `login`: the fragment the web page gets. */
async function signInThroughProvider(t: TestApp, login: string) {
  return callback(t, await provider.signIn(await start(t), login));
}

async function redeem(t: TestApp, ticket: string | undefined) {
  return call(t, 'POST', '/api/auth/oidc/session', { json: { ticket: ticket ?? '' } });
}

/** A passkey registered for the session's account (a software authenticator). */
async function registerPasskey(t: TestApp, session: string) {
  const authenticator = new SoftwareAuthenticator(TEST_PUBLIC_URL);
  const options = await call(t, 'POST', '/api/passkeys/registration-options', { token: session });
  const created = await call(t, 'POST', '/api/passkeys', {
    token: session,
    json: {
      name: 'Laptop',
      response: authenticator.register(options.body as Record<string, unknown>),
    },
  });
  expect(created.status, created.text).toBe(201);
  return authenticator;
}

/** The link page's passkey: the sign-in ceremony's options, the authenticator's answer. */
async function passkeyAnswer(t: TestApp, authenticator: SoftwareAuthenticator) {
  const options = await call(t, 'POST', '/api/auth/passkey/options');
  const body = options.body as { challenge_id: string; options: Record<string, unknown> };
  return { challenge_id: body.challenge_id, passkey: authenticator.authenticate(body.options) };
}

async function usersWithEmail(t: TestApp, email: string): Promise<number> {
  const [row] = await t.container.db.sequelize.query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM users WHERE email = :email',
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}

async function identitiesCount(t: TestApp): Promise<number> {
  const [row] = await t.container.db.sequelize.query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM linked_identities',
    { type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}

describeOnDialects(
  'sign-in through an OpenID Connect provider',
  (getApp) => {
    it('public config names the provider, and start keeps state, nonce and PKCE server-side', async () => {
      const t = getApp();
      const config = await call(t, 'GET', '/api/config');
      expect(config.body.oidcLabel).toBe('Google');
      const url = new URL(await start(t));
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
      expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
      expect(url.searchParams.get('redirect_uri')).toBe(
        `${TEST_PUBLIC_URL}/api/auth/oidc/callback`,
      );
      expect(url.searchParams.get('scope')).toBe('openid email profile');
    });

    it('a verified new address creates one account, verified, with the trial, and signs in', async () => {
      const t = getApp();
      const login = unique('ada');
      const email = `${login}@example.com`;
      const first = await signInThroughProvider(t, login);
      expect(Object.keys(first)).toEqual(['ticket']);
      const session = await redeem(t, first.ticket);
      expect(session.status, session.text).toBe(200);
      const me = await call(t, 'GET', '/api/auth/me', { token: session.body.token });
      expect(me.body.user).toMatchObject({
        email,
        username: `User ${login}`,
        email_verified: true,
        trial_credits: 20,
        credits_balance: 20,
        trial_pending_credits: 0,
      });
      // The ticket works once.
      expect((await redeem(t, first.ticket)).body.error).toBe('oidc_state_invalid');

      // Signing in again finds the same account: still one.
      const again = await signInThroughProvider(t, login);
      const second = await redeem(t, again.ticket);
      expect(second.status).toBe(200);
      const meAgain = await call(t, 'GET', '/api/auth/me', { token: second.body.token });
      expect(meAgain.body.user.id).toBe(me.body.user.id);
      expect(await usersWithEmail(t, email)).toBe(1);
      const activity = await t.container.db.sequelize.query<{ action: string }>(
        'SELECT action FROM user_activity_log WHERE user_id = :id ORDER BY created_at',
        { replacements: { id: me.body.user.id }, type: QueryTypes.SELECT },
      );
      expect(activity.map((row) => row.action)).toEqual(['signup', 'login', 'login']);

      // The same mailbox under a +tag, from another provider account: an account, no trial.
      const tagged = unique('tagged');
      provider.accounts.set(tagged, { email: `${login}+again@example.com`, email_verified: true });
      const other = await redeem(t, (await signInThroughProvider(t, tagged)).ticket);
      const otherMe = await call(t, 'GET', '/api/auth/me', { token: other.body.token });
      expect(otherMe.body.user).toMatchObject({ trial_credits: 0, credits_balance: 0 });
    });

    it('a state nobody issued is refused, nothing created', async () => {
      const t = getApp();
      const before = await identitiesCount(t);
      const fragment = await callback(
        t,
        `${TEST_PUBLIC_URL}/api/auth/oidc/callback?code=made-up&state=never-issued`,
      );
      expect(fragment).toEqual({ error: 'oidc_state_invalid' });
      expect(await identitiesCount(t)).toBe(before);
    });

    it('a replayed callback and a replayed code are refused, and the account is made once', async () => {
      const t = getApp();
      const login = unique('replay');
      const redirectedTo = await provider.signIn(await start(t), login);
      expect(Object.keys(await callback(t, redirectedTo))).toEqual(['ticket']);
      // The same callback again: its state was used.
      expect(await callback(t, redirectedTo)).toEqual({ error: 'oidc_state_invalid' });
      // The used code under a fresh state: the provider refuses it (and the verifier differs).
      const fresh = new URL(await start(t)).searchParams.get('state') ?? '';
      const replayed = new URL(redirectedTo);
      replayed.searchParams.set('state', fresh);
      expect(await callback(t, replayed.href)).toEqual({ error: 'oidc_failed' });
      expect(await usersWithEmail(t, `${login}@example.com`)).toBe(1);
    });

    it.each([
      ['a wrong nonce', { nonce: 'not-the-one-we-sent' }],
      ['a wrong audience', { aud: 'another-client' }],
      [
        'an expired ID token',
        {
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
      ],
    ])('%s is refused, nothing created', async (_name, change) => {
      const t = getApp();
      const login = unique('tampered');
      const before = await identitiesCount(t);
      provider.tamperNextIdToken((claims) => ({ ...claims, ...change }));
      expect(await signInThroughProvider(t, login)).toEqual({ error: 'oidc_failed' });
      expect(await usersWithEmail(t, `${login}@example.com`)).toBe(0);
      expect(await identitiesCount(t)).toBe(before);
    });

    it("an ID token signed with a key not in the provider's JWKS is refused", async () => {
      const t = getApp();
      const login = unique('forged');
      provider.tamperNextIdToken((claims) => ({ ...claims, sub: 'someone-else' }), {
        foreignKey: true,
      });
      expect(await signInThroughProvider(t, login)).toEqual({ error: 'oidc_failed' });
      expect(await usersWithEmail(t, `${login}@example.com`)).toBe(0);
    });

    it('an unverified address is refused with its own code, nothing created', async () => {
      const t = getApp();
      const login = unique('eve');
      provider.accounts.set(login, { email: `${login}@example.com`, email_verified: false });
      const before = await identitiesCount(t);
      expect(await signInThroughProvider(t, login)).toEqual({ error: 'oidc_email_unverified' });
      expect(await usersWithEmail(t, `${login}@example.com`)).toBe(0);
      expect(await identitiesCount(t)).toBe(before);
    });

    it('an address that has an account is linked only with its password', async () => {
      const t = getApp();
      const login = unique('grace');
      const email = `${login}@example.com`;
      const owner = await signUp(t, { email });
      const fragment = await signInThroughProvider(t, login);
      expect(fragment).toEqual({ link: expect.any(String), email });
      // Not a session ticket: no silent takeover.
      expect((await redeem(t, fragment.link)).body.error).toBe('oidc_state_invalid');
      const wrong = await call(t, 'POST', '/api/auth/oidc/link', {
        json: { ticket: fragment.link, password: 'not-the-password' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('invalid_credentials');
      const methodsBefore = await call(t, 'GET', '/api/auth/sign-in-methods', {
        token: owner.token,
      });
      expect(methodsBefore.body).toEqual({ password: true, identities: [] });

      const linked = await call(t, 'POST', '/api/auth/oidc/link', {
        json: { ticket: fragment.link, password: PASSWORD },
      });
      expect(linked.status, linked.text).toBe(200);
      const me = await call(t, 'GET', '/api/auth/me', { token: linked.body.token });
      expect(me.body.user).toMatchObject({ id: owner.userId, email_verified: true });
      // The ticket is spent.
      const reused = await call(t, 'POST', '/api/auth/oidc/link', {
        json: { ticket: fragment.link, password: PASSWORD },
      });
      expect(reused.body.error).toBe('oidc_state_invalid');

      // Next time the provider account signs straight in.
      const next = await signInThroughProvider(t, login);
      const session = await redeem(t, next.ticket);
      const meNext = await call(t, 'GET', '/api/auth/me', { token: session.body.token });
      expect(meNext.body.user.id).toBe(owner.userId);

      // Settings: the password and Google; unlinking Google leaves the password.
      const methods = await call(t, 'GET', '/api/auth/sign-in-methods', { token: owner.token });
      expect(methods.body).toEqual({
        password: true,
        identities: [
          {
            id: expect.any(String),
            provider: 'Google',
            email,
            created_at: expect.any(String),
            last_used_at: expect.any(String),
          },
        ],
      });
      const id = methods.body.identities[0]?.id ?? '';
      const gone = await call(t, 'DELETE', `/api/auth/sign-in-methods/${id}`, {
        token: owner.token,
      });
      expect(gone.status).toBe(204);
      const after = await call(t, 'GET', '/api/auth/sign-in-methods', { token: owner.token });
      expect(after.body).toEqual({ password: true, identities: [] });
    });

    it("an address that has an account is linked with that account's passkey, never another's", async () => {
      const t = getApp();
      const login = unique('hopper');
      const email = `${login}@example.com`;
      const owner = await signUp(t, { email });
      const authenticator = await registerPasskey(t, owner.token);
      const stranger = await signUp(t);
      const strangers = await registerPasskey(t, stranger.token);
      const fragment = await signInThroughProvider(t, login);
      expect(fragment).toEqual({ link: expect.any(String), email });

      const borrowed = await passkeyAnswer(t, strangers);
      const refused = await call(t, 'POST', '/api/auth/oidc/link', {
        json: { ticket: fragment.link ?? '', ...borrowed },
      });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe('invalid_credentials');

      // The ticket was kept for another try: the owner's passkey links and signs in.
      const linked = await call(t, 'POST', '/api/auth/oidc/link', {
        json: { ticket: fragment.link ?? '', ...(await passkeyAnswer(t, authenticator)) },
      });
      expect(linked.status, linked.text).toBe(200);
      const me = await call(t, 'GET', '/api/auth/me', { token: linked.body.token });
      expect(me.body.user.id).toBe(owner.userId);
      const methods = await call(t, 'GET', '/api/auth/sign-in-methods', { token: owner.token });
      expect(methods.body.identities).toEqual([expect.objectContaining({ email })]);
    });

    it('Settings links the provider to the signed-in account after a confirmation, and refuses one linked elsewhere', async () => {
      const t = getApp();
      const user = await signUp(t);
      const unconfirmed = await call(t, 'POST', '/api/auth/oidc/link-start', { token: user.token });
      expect(unconfirmed.status).toBe(403);
      expect(unconfirmed.body.error).toBe('confirmation_required');
      const confirmed = await call(t, 'POST', '/api/auth/confirm', {
        token: user.token,
        json: { password: PASSWORD },
      });
      expect(confirmed.status).toBe(200);

      // A provider account whose address is not the account's: linking from Settings is the
      // signed-in owner's choice, so the addresses need not match.
      const login = unique('work');
      const started = await call(t, 'POST', '/api/auth/oidc/link-start', { token: user.token });
      expect(started.status, started.text).toBe(200);
      const url = String(started.body.url);
      expect(url.startsWith(`${provider.issuer}/`)).toBe(true);
      expect(await callback(t, await provider.signIn(url, login))).toEqual({ linked: '1' });
      const methods = await call(t, 'GET', '/api/auth/sign-in-methods', { token: user.token });
      expect(methods.body.identities).toEqual([
        expect.objectContaining({ provider: 'Google', email: `${login}@example.com` }),
      ]);
      // The provider account now signs this account in.
      const session = await redeem(t, (await signInThroughProvider(t, login)).ticket);
      const me = await call(t, 'GET', '/api/auth/me', { token: session.body.token });
      expect(me.body.user.id).toBe(user.userId);

      // Another account cannot take it: refused, nothing changes.
      const other = await signUp(t);
      await call(t, 'POST', '/api/auth/confirm', {
        token: other.token,
        json: { password: PASSWORD },
      });
      const theirs = await call(t, 'POST', '/api/auth/oidc/link-start', { token: other.token });
      expect(await callback(t, await provider.signIn(String(theirs.body.url), login))).toEqual({
        error: 'identity_taken',
      });
      const otherMethods = await call(t, 'GET', '/api/auth/sign-in-methods', {
        token: other.token,
      });
      expect(otherMethods.body.identities).toEqual([]);

      // The flow is bound to its session: signed out before the provider answers, nothing links.
      const third = await signUp(t);
      await call(t, 'POST', '/api/auth/confirm', {
        token: third.token,
        json: { password: PASSWORD },
      });
      const pending = await call(t, 'POST', '/api/auth/oidc/link-start', { token: third.token });
      await call(t, 'POST', '/api/auth/logout', { token: third.token });
      expect(
        await callback(t, await provider.signIn(String(pending.body.url), unique('late'))),
      ).toEqual({
        error: 'oidc_state_invalid',
      });
    });

    it('the only way to sign in cannot be unlinked', async () => {
      const t = getApp();
      const login = unique('only');
      const session = await redeem(t, (await signInThroughProvider(t, login)).ticket);
      const token = session.body.token ?? '';
      const methods = await call(t, 'GET', '/api/auth/sign-in-methods', { token });
      expect(methods.body.password).toBe(false);
      expect(methods.body.identities).toHaveLength(1);
      const refused = await call(
        t,
        'DELETE',
        `/api/auth/sign-in-methods/${methods.body.identities[0]?.id}`,
        { token },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('last_sign_in_method');
      // No password works for it: password sign-in answers the same 401 as a wrong one.
      const login401 = await call(t, 'POST', '/api/auth/login', {
        json: { email: `${login}@example.com`, password: PASSWORD },
      });
      expect(login401.status).toBe(401);
    });
  },
  () => ({
    env: {
      ...provider.env,
      TRIAL_CREDITS: '20',
      TRIAL_REQUIRES_VERIFIED_EMAIL: 'true',
    },
  }),
);
