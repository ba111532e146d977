import { SoftwareAuthenticator } from '@lumen/adapters/testing';
import { beforeAll, expect, it } from 'vitest';
import { call, PASSWORD, signUp } from '../../testing/http';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { describeOnTwoInstances } from '../../testing/two-instances';

type Options = Record<string, unknown> & { challenge: string };

// "Confirm it is you" before a sensitive step, on two instances over one database and one
// Redis: the mark set on one is seen on the other, belongs to one session, and only the
// password or the account's own passkey sets it.
describeOnTwoInstances('confirming a sensitive step', (instances) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(() => {
    ({ a, b } = instances());
  });

  const newToken = (t: TestApp, session: string) =>
    call(t, 'POST', '/api/tokens', { token: session, json: { name: 'script', scope: 'read' } });

  async function withPasskey(session: string) {
    const authenticator = new SoftwareAuthenticator(TEST_PUBLIC_URL);
    const options = await call(a, 'POST', '/api/passkeys/registration-options', {
      token: session,
    });
    const created = await call(b, 'POST', '/api/passkeys', {
      token: session,
      json: { name: 'Laptop', response: authenticator.register(options.body as Options) },
    });
    expect(created.status, created.text).toBe(201);
    return authenticator;
  }

  it('a new token needs the password given again; the mark holds on the other instance', async () => {
    const user = await signUp(a);
    const refused = await newToken(a, user.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'confirmation_required',
      message: 'Confirm it is you: enter your password or use a passkey.',
    });

    const options = await call(b, 'POST', '/api/auth/confirm/options', { token: user.token });
    expect(options.body).toEqual({ password: true, passkey_options: null });
    const wrong = await call(a, 'POST', '/api/auth/confirm', {
      token: user.token,
      json: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_credentials');
    expect((await newToken(b, user.token)).status).toBe(403);

    const confirmed = await call(a, 'POST', '/api/auth/confirm', {
      token: user.token,
      json: { password: PASSWORD },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(Date.parse(String(confirmed.body.confirmed_until))).toBeGreaterThan(Date.now());
    const made = await newToken(b, user.token);
    expect(made.status, made.text).toBe(201);

    // The mark is this session's: another session of the same account is not confirmed.
    const other = await call(b, 'POST', '/api/auth/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect((await newToken(a, other.body.token)).status).toBe(403);

    // A token can neither confirm nor make tokens, whatever its scope.
    const full = await call(a, 'POST', '/api/tokens', {
      token: user.token,
      json: { name: 'full', scope: 'full' },
    });
    expect(full.status).toBe(201);
    const pat = full.body.token as string;
    for (const [path, json] of [
      ['/api/auth/confirm', { password: PASSWORD }],
      ['/api/auth/confirm/options', undefined],
      ['/api/tokens', { name: 'more', scope: 'full' }],
    ] as const) {
      const res = await call(b, 'POST', path, { token: pat, ...(json ? { json } : {}) });
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toBe('forbidden');
    }
  });

  it("confirms with the account's own passkey, once per challenge, never another account's", async () => {
    const user = await signUp(a);
    const authenticator = await withPasskey(user.token);
    const options = await call(a, 'POST', '/api/auth/confirm/options', { token: user.token });
    expect(options.status).toBe(200);
    const passkeyOptions = options.body.passkey_options as Options;
    expect(passkeyOptions.rpId).toBe('lumen.test');
    expect(passkeyOptions.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    const answer = authenticator.authenticate(passkeyOptions);
    const confirmed = await call(b, 'POST', '/api/auth/confirm', {
      token: user.token,
      json: { passkey: answer },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await newToken(a, user.token)).status).toBe(201);
    // The challenge was spent: the same answer again is refused.
    const replay = await call(a, 'POST', '/api/auth/confirm', {
      token: user.token,
      json: { passkey: answer },
    });
    expect(replay.status).toBe(401);

    // Another account's session cannot confirm with this passkey.
    const other = await signUp(b);
    await withPasskey(other.token);
    const theirs = await call(b, 'POST', '/api/auth/confirm/options', { token: other.token });
    const borrowed = await call(a, 'POST', '/api/auth/confirm', {
      token: other.token,
      json: { passkey: authenticator.authenticate(theirs.body.passkey_options as Options) },
    });
    expect(borrowed.status).toBe(401);
    expect(borrowed.body.error).toBe('invalid_credentials');
    expect((await newToken(a, other.token)).status).toBe(403);
  });
});
