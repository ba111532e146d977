import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError, unwrap } from '../shared/errors';
import { signInSchema, signUpBodySchema } from '../validation/auth.schema';
import { createAuthUseCases } from './auth.use-cases';
import { createPersonalTokenUseCases } from './personal-tokens.use-cases';
import { createFakePorts, type FakePorts } from './testing/fakes';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const PASSWORD = 'Correct-Horse-9';

function setup(trial?: { credits: number; days: number; requiresVerifiedEmail?: boolean }) {
  const ports = createFakePorts();
  const auth = createAuthUseCases(ports, {
    publicUrl: 'http://localhost:3000',
    ...(trial ? { trial } : {}),
  });
  const signUp = (email = 'ada@example.com') =>
    auth.signUp(
      signUpBodySchema.parse({ email, password: PASSWORD, full_name: 'Ada Lovelace' }),
      meta,
    );
  const logIn = (email: string, password: string, ip = meta.ip) =>
    auth.logIn(signInSchema.parse({ email, password }), { ...meta, ip });
  return { ports, auth, signUp, logIn };
}

describe('auth use cases', () => {
  let ctx: ReturnType<typeof setup>;
  let ports: FakePorts;
  beforeEach(() => {
    ctx = setup();
    ports = ctx.ports;
  });

  it('signs up with the trial: its credits, lasting the configured days, in the same unit of work', async () => {
    const trial = setup({ credits: 20, days: 14, requiresVerifiedEmail: false });
    const start = trial.ports.clock.now().getTime();
    unwrap(await trial.signUp());
    const user = await trial.ports.users.findByEmail('ada@example.com');
    expect(user).toMatchObject({
      creditsBalance: 20,
      trialCredits: 20,
      trialExpiresAt: new Date(start + 14 * 24 * 60 * 60 * 1000),
    });
    expect(trial.ports.unitOfWork.runs).toBe(1);

    const off = setup({ credits: 0, days: 14, requiresVerifiedEmail: false });
    unwrap(await off.signUp());
    expect(await off.ports.users.findByEmail('ada@example.com')).toMatchObject({
      creditsBalance: 0,
      trialCredits: 0,
      trialExpiresAt: null,
    });
  });

  it('with verification on (the default), the trial is owed, not granted, until the address is verified', async () => {
    const trial = setup({ credits: 20, days: 14 });
    unwrap(await trial.signUp());
    expect(await trial.ports.users.findByEmail('ada@example.com')).toMatchObject({
      creditsBalance: 0,
      trialCredits: 0,
      trialOwedCredits: 20,
      emailVerifiedAt: null,
    });
  });

  it('one trial per mailbox: a +tag or dotted Gmail variant of a live account is owed nothing', async () => {
    for (const requiresVerifiedEmail of [true, false]) {
      const trial = setup({ credits: 20, days: 14, requiresVerifiedEmail });
      unwrap(await trial.signUp('del@gmail.com'));
      for (const email of ['del+1@gmail.com', 'd.el@gmail.com', 'D.E.L@googlemail.com']) {
        unwrap(await trial.signUp(email));
        expect(await trial.ports.users.findByEmail(email)).toMatchObject({
          creditsBalance: 0,
          trialCredits: 0,
          trialOwedCredits: 0,
        });
      }
    }
  });

  it('signs up: a user, a session and an activity row, in one unit of work', async () => {
    const { token } = unwrap(await ctx.signUp());
    const session = await ctx.auth.authenticate(token);
    expect(session).not.toBeNull();
    const user = await ports.users.findByEmail('ada@example.com');
    expect(user?.passwordHash).toBe(`hashed:v2:${PASSWORD}`);
    expect(ports.activityLog.rows).toMatchObject([
      { userId: user?.id, action: 'signup', ipAddress: meta.ip, userAgent: 'vitest' },
    ]);
    expect(ports.unitOfWork.runs).toBe(1);
    // The database keeps only the token's hash.
    expect([...ports.sessions.rows.values()][0]?.tokenHash).toBe(ports.tokens.hash(token));
  });

  it('answers email_taken for a duplicate email and leaves nothing half-written', async () => {
    unwrap(await ctx.signUp());
    const result = await ctx.signUp('ADA@example.com');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('email_taken');
    expect(ports.users.rows.size).toBe(1);
    expect(ports.sessions.rows.size).toBe(1);
    expect(ports.activityLog.rows).toHaveLength(1);
  });

  it('rolls back the user when writing the session fails', async () => {
    ports.sessions.create = async () => {
      throw new Error('disk full');
    };
    await expect(ctx.signUp()).rejects.toThrow('disk full');
    expect(ports.users.rows.size).toBe(0);
    expect(ports.unitOfWork.rollbacks).toBe(1);
  });

  it('logs in with the right password and logs the activity', async () => {
    unwrap(await ctx.signUp());
    const { token } = unwrap(await ctx.logIn('ada@example.com', PASSWORD));
    expect(await ctx.auth.authenticate(token)).not.toBeNull();
    expect(ports.activityLog.actions()).toEqual(['signup', 'login']);
  });

  it('gives the same error for an unknown email and a wrong password, hashing both times', async () => {
    unwrap(await ctx.signUp());
    const before = ports.hasher.verifications;
    const unknown = await ctx.logIn('nobody@example.com', PASSWORD);
    const wrong = await ctx.logIn('ada@example.com', 'wrong-password');
    expect(unknown).toEqual(wrong);
    expect(!unknown.ok && unknown.error.code).toBe('invalid_credentials');
    expect(ports.hasher.verifications - before).toBe(2);
    expect(ports.activityLog.actions()).toEqual(['signup', 'login_failed']);
  });

  it('rehashes at login when the hasher parameters changed', async () => {
    unwrap(await ctx.signUp());
    ports.hasher.params = 'v3';
    unwrap(await ctx.logIn('ada@example.com', PASSWORD));
    const user = await ports.users.findByEmail('ada@example.com');
    expect(user?.passwordHash).toBe(`hashed:v3:${PASSWORD}`);
  });

  it('throttles an account after 5 failures in 15 minutes, before any hashing', async () => {
    unwrap(await ctx.signUp());
    for (let i = 0; i < 5; i++) {
      const r = await ctx.logIn('ada@example.com', 'wrong', `198.51.100.${i}`);
      expect(!r.ok && r.error.code).toBe('invalid_credentials');
    }
    const verifications = ports.hasher.verifications;
    const blocked = await ctx.logIn('ada@example.com', PASSWORD, '198.51.100.99');
    expect(blocked.ok).toBe(false);
    const error = !blocked.ok ? blocked.error : undefined;
    expect(error?.code).toBe('rate_limited');
    if (!error?.is('rate_limited')) throw new Error('expected rate_limited');
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(ports.hasher.verifications).toBe(verifications);
    ports.clock.advance(15 * 60 * 1000 + 1);
    expect((await ctx.logIn('ada@example.com', PASSWORD)).ok).toBe(true);
  });

  it('throttles an IP after 20 attempts per minute', async () => {
    unwrap(await ctx.signUp());
    for (let i = 0; i < 20; i++) {
      await ctx.logIn(`user${i}@example.com`, 'whatever');
    }
    const blocked = await ctx.logIn('ada@example.com', PASSWORD);
    expect(!blocked.ok && blocked.error.code).toBe('rate_limited');
    ports.clock.advance(60 * 1000 + 1);
    expect((await ctx.logIn('ada@example.com', PASSWORD)).ok).toBe(true);
  });

  it('a success clears the account failure count', async () => {
    unwrap(await ctx.signUp());
    for (let i = 0; i < 4; i++) await ctx.logIn('ada@example.com', 'wrong');
    unwrap(await ctx.logIn('ada@example.com', PASSWORD));
    for (let i = 0; i < 4; i++) await ctx.logIn('ada@example.com', 'wrong');
    expect((await ctx.logIn('ada@example.com', PASSWORD)).ok).toBe(true);
  });

  it('logs out: the token is dead afterwards', async () => {
    const { token } = unwrap(await ctx.signUp());
    const session = await ctx.auth.authenticate(token);
    await ctx.auth.logOut(session!, meta);
    expect(await ctx.auth.authenticate(token)).toBeNull();
    expect(ports.activityLog.actions()).toEqual(['signup', 'logout']);
  });

  it('does not authenticate a missing, unknown or expired token', async () => {
    expect(await ctx.auth.authenticate(undefined)).toBeNull();
    expect(await ctx.auth.authenticate('nope')).toBeNull();
    const { token } = unwrap(await ctx.signUp());
    ports.clock.advance(30 * 24 * 60 * 60 * 1000 + 1);
    expect(await ctx.auth.authenticate(token)).toBeNull();
  });

  it('changes the password, revokes the other sessions and keeps this one', async () => {
    const first = unwrap(await ctx.signUp()).token;
    const second = unwrap(await ctx.logIn('ada@example.com', PASSWORD)).token;
    const session = (await ctx.auth.authenticate(second))!;
    const result = await ctx.auth.changePassword(
      session,
      { currentPassword: PASSWORD, newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      meta,
    );
    expect(unwrap(result)).toEqual({ success: true, revokedTokens: 0 });
    expect(await ctx.auth.authenticate(first)).toBeNull();
    expect(await ctx.auth.authenticate(second)).not.toBeNull();
    expect((await ctx.logIn('ada@example.com', 'NewPassw0rd')).ok).toBe(true);
    expect(ports.activityLog.actions()).toContain('password_change');
  });

  describe('personal access tokens on a password change', () => {
    const change = {
      currentPassword: PASSWORD,
      newPassword: 'NewPassw0rd',
      confirmPassword: 'NewPassw0rd',
    };
    async function withTokens() {
      const { token } = unwrap(await ctx.signUp());
      const session = (await ctx.auth.authenticate(token))!;
      const pats = createPersonalTokenUseCases(ports);
      const made = [
        await pats.create(session.userId, { name: 'ci', scope: 'generate' }),
        await pats.create(session.userId, { name: 'backup', scope: 'read', expiresInDays: 1 }),
      ];
      return { session, pats, made };
    }

    it('revokes every live token in the password’s transaction and counts them', async () => {
      const { session, pats, made } = await withTokens();
      const runs = ports.unitOfWork.runs;
      const result = unwrap(await ctx.auth.changePassword(session, change, meta));
      expect(result).toEqual({ success: true, revokedTokens: 2 });
      expect(ports.unitOfWork.runs).toBe(runs + 1);
      for (const { token } of made) expect(await pats.authenticate(token)).toBeNull();
      expect(await pats.list(session.userId)).toEqual([]);
      expect(ports.activityLog.rows.at(-1)?.metadata).toMatchObject({ revokedTokens: 2 });
    });

    it('keeps them when asked to', async () => {
      const { session, pats, made } = await withTokens();
      const result = unwrap(
        await ctx.auth.changePassword(session, { ...change, keepApiTokens: true }, meta),
      );
      expect(result).toEqual({ success: true, revokedTokens: 0 });
      for (const { token } of made) expect(await pats.authenticate(token)).not.toBeNull();
    });

    it('a failed transaction revokes nothing', async () => {
      const { session, pats, made } = await withTokens();
      const failing = ports.activityLog.record.bind(ports.activityLog);
      ports.activityLog.record = async () => {
        throw new Error('disk full');
      };
      await expect(ctx.auth.changePassword(session, change, meta)).rejects.toThrow('disk full');
      ports.activityLog.record = failing;
      for (const { token } of made) expect(await pats.authenticate(token)).not.toBeNull();
    });
  });

  it('refuses a wrong current password with the spec message', async () => {
    const { token } = unwrap(await ctx.signUp());
    const session = (await ctx.auth.authenticate(token))!;
    const result = await ctx.auth.changePassword(
      session,
      { currentPassword: 'not-it', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      meta,
    );
    expect(result.ok).toBe(false);
    const error = !result.ok ? result.error : undefined;
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.code).toBe('validation_error');
    expect(error?.message).toBe('Current password is incorrect');
    expect(await ctx.auth.authenticate(token)).not.toBeNull();
  });
});
