import { SoftwareAuthenticator } from '@lumen/adapters/testing';
import { QueryTypes } from 'sequelize';
import { beforeAll, expect, it } from 'vitest';
import { call, createPersonalToken, signUp } from '../../testing/http';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { describeOnTwoInstances } from '../../testing/two-instances';

type Options = Record<string, unknown> & { challenge: string };

// Two instances over one database and one Redis: a ceremony started on one is finished on the
// other, and a challenge taken on one is gone on both.
describeOnTwoInstances('passkeys', (instances) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => {
    ({ a, b } = instances());
  });

  /** Registers a passkey for the user through A (options) and B (verification). */
  async function registered(token: string, name = 'Work laptop') {
    const authenticator = new SoftwareAuthenticator(TEST_PUBLIC_URL);
    const options = await call(a, 'POST', '/api/passkeys/registration-options', { token });
    expect(options.status).toBe(200);
    const body = options.body as Options;
    expect(body.rp).toEqual({ name: 'Lumen Studio', id: 'lumen.test' });
    expect(body.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const created = await call(b, 'POST', '/api/passkeys', {
      token,
      json: { name, response: authenticator.register(body) },
    });
    expect(created.status, created.text).toBe(201);
    return { authenticator, passkey: created.body as { id: string; name: string } };
  }

  async function signInOptions(t: TestApp) {
    const res = await call(t, 'POST', '/api/auth/passkey/options');
    expect(res.status).toBe(200);
    const body = res.body as { challenge_id: string; options: Options };
    expect(body.options.rpId).toBe('lumen.test');
    return body;
  }

  const signIn = (t: TestApp, challengeId: string, response: unknown) =>
    call(t, 'POST', '/api/auth/passkey', { json: { challenge_id: challengeId, response } });

  it('registers a passkey, signs in with it on the other instance, and logs both', async () => {
    const user = await signUp(a);
    const { authenticator, passkey } = await registered(user.token);
    expect(passkey.name).toBe('Work laptop');

    const { challenge_id, options } = await signInOptions(a);
    const res = await signIn(b, challenge_id, authenticator.authenticate(options));
    expect(res.status, res.text).toBe(200);
    const token = (res.body as { token: string }).token;
    const me = await call(a, 'GET', '/api/auth/me', { token });
    expect(me.body.user?.id).toBe(user.userId);

    const listed = await call(a, 'GET', '/api/passkeys', { token });
    expect(listed.body.passkeys).toEqual([
      expect.objectContaining({
        id: passkey.id,
        name: 'Work laptop',
        last_used_at: expect.any(String),
      }),
    ]);
    const actions = await a.container.db.sequelize.query<{ action: string; metadata: unknown }>(
      'SELECT `action`, `metadata` FROM `user_activity_log` WHERE `user_id` = :id ORDER BY `created_at`',
      { replacements: { id: user.userId }, type: QueryTypes.SELECT },
    );
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['passkey_add', 'login']),
    );
  });

  it('a challenge is used once: replaying a signed answer is refused, on either instance', async () => {
    const user = await signUp(a);
    const { authenticator } = await registered(user.token);
    const { challenge_id, options } = await signInOptions(b);
    const answer = authenticator.authenticate(options);
    expect((await signIn(a, challenge_id, answer)).status).toBe(200);
    for (const t of [a, b]) {
      const replay = await signIn(t, challenge_id, answer);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({
        error: 'invalid_credentials',
        message: 'This passkey could not sign you in',
      });
    }
  });

  it('refuses an answer for another origin, an unknown passkey and a removed one', async () => {
    const user = await signUp(a);
    const { authenticator, passkey } = await registered(user.token);

    const phishing = await signInOptions(a);
    const elsewhere = authenticator.authenticate(phishing.options, 'https://lumen-login.example');
    expect((await signIn(a, phishing.challenge_id, elsewhere)).status).toBe(401);

    const stranger = new SoftwareAuthenticator(TEST_PUBLIC_URL);
    const unknown = await signInOptions(a);
    expect(
      (await signIn(a, unknown.challenge_id, stranger.authenticate(unknown.options))).status,
    ).toBe(401);

    // Another user can neither rename nor remove it: 404, as for a missing one.
    const other = await signUp(a);
    const path = `/api/passkeys/${passkey.id}`;
    expect((await call(b, 'DELETE', path, { token: other.token })).status).toBe(404);
    expect(
      (await call(b, 'PATCH', path, { token: other.token, json: { name: 'Mine now' } })).status,
    ).toBe(404);
    expect(
      (await call(b, 'PATCH', path, { token: user.token, json: { name: 'Old laptop' } })).status,
    ).toBe(204);
    expect((await call(b, 'DELETE', path, { token: user.token })).status).toBe(204);
    expect((await call(a, 'GET', '/api/passkeys', { token: user.token })).body.passkeys).toEqual(
      [],
    );
    const removed = await signInOptions(b);
    expect(
      (await signIn(a, removed.challenge_id, authenticator.authenticate(removed.options))).status,
    ).toBe(401);
  });

  it('a registration answer needs its own challenge, once, and the same passkey is kept once', async () => {
    const user = await signUp(a);
    const { authenticator } = await registered(user.token);
    // No challenge waiting (the last one was spent): refused.
    const again = await call(a, 'POST', '/api/passkeys', {
      token: user.token,
      json: { name: 'Again', response: authenticator.register({ challenge: 'bm90LWlzc3VlZA' }) },
    });
    expect(again.status).toBe(400);
    const options = await call(a, 'POST', '/api/passkeys/registration-options', {
      token: user.token,
    });
    const duplicate = await call(b, 'POST', '/api/passkeys', {
      token: user.token,
      json: { name: 'Twice', response: authenticator.register(options.body as Options) },
    });
    expect(duplicate.status).toBe(409);
  });

  it('is for sessions only: a personal access token gets 403', async () => {
    const user = await signUp(a);
    const created = await createPersonalToken(a, user.token, { name: 'full', scope: 'full' });
    const token = created.body.token as string;
    expect((await call(a, 'GET', '/api/passkeys', { token })).status).toBe(403);
    expect((await call(a, 'POST', '/api/passkeys/registration-options', { token })).status).toBe(
      403,
    );
  });
});
