import {
  FREE_TRIAL_DAYS,
  SESSION_IDLE_MS,
  SESSION_SLIDE_STEP_MS,
  SESSION_TTL_MS,
} from '../shared/constants';
import { clientNetwork } from '../accounts/client-network';
import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import type { ChangePassword } from '../validation/account.schema';
import type { SignIn, SignUpBody } from '../validation/auth.schema';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';
import { createSignInWatch } from './new-device.use-cases';
import { claimTrial } from './trial-start';

export interface AuthenticatedSession {
  readonly userId: string;
  readonly sessionId: string;
}

export const DEFAULT_LOGIN_THROTTLE = {
  accountFailures: 5,
  accountWindowMs: 15 * 60 * 1000,
  ipAttempts: 20,
  ipWindowMs: 60 * 1000,
} as const;

/** Sign-ups per client network (IPv4 address, IPv6 /64) per hour (SIGNUP_LIMIT_PER_HOUR overrides the limit). */
export const DEFAULT_SIGNUP_THROTTLE = { perIp: 10, windowMs: 60 * 60 * 1000 } as const;

/** The same answer the users repository gives when the unique index refuses the address. */
const emailTaken = () =>
  new DomainError('email_taken', 'An account with this email already exists');

/** One answer for an unknown email and a wrong password, so neither is revealed. */
const invalidCredentials = () =>
  new DomainError('invalid_credentials', 'Invalid email or password');

function rateLimited(
  decision: RateLimitDecision,
  message = 'Too many sign-in attempts. Please try again later.',
): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

async function caught<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof DomainError) return err(error);
    throw error;
  }
}

export function createAuthUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const throttle = settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;
  const signupThrottle = settings.signupThrottle ?? DEFAULT_SIGNUP_THROTTLE;
  const trial = settings.trial ?? { credits: 0, days: FREE_TRIAL_DAYS };
  const idleMs = Math.min(settings.sessionIdleMs ?? SESSION_IDLE_MS, SESSION_TTL_MS);
  /** Idle timeout from `now`, never past the session's absolute lifetime. */
  const slidExpiry = (createdAt: Date, now: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + SESSION_TTL_MS));
  // A hash of nothing anyone knows, with the hasher's current parameters: verifying against it
  // costs what a real verification costs, so an unknown email answers in about the same time.
  let dummyHash: Promise<string> | undefined;
  const timingDummy = () => {
    dummyHash ??= ports.hasher.hash(`dummy:${ports.tokens.issue().token}`);
    return dummyHash;
  };

  const signedIn = createSignInWatch(ports, settings);

  const newSession = (userId: string, meta: RequestMeta) => {
    const { token, tokenHash } = ports.tokens.issue();
    const now = ports.clock.now();
    const expiresAt = slidExpiry(now, now);
    return {
      token,
      draft: { userId, tokenHash, expiresAt, ipAddress: meta.ip, userAgent: meta.userAgent },
    };
  };

  return {
    /**
     * POST /api/auth/signup: the account, its trial claim (when the trial is on) and, when the
     * mailbox never had a trial, its trial credits (a ledger entry; with verification on, owed
     * until the address is verified), its first session and the activity row, together.
     * Throttled per client network, and a taken address answers before any hashing: each
     * argon2 hash costs real CPU and memory.
     */
    async signUp(
      input: SignUpBody,
      meta: RequestMeta,
    ): Promise<Result<{ token: string; userId: string }>> {
      // Per network: an IPv6 client takes a fresh address of its /64 at will.
      const decision = await ports.rateLimiter.hit(
        `signup:net:${clientNetwork(meta.ip)}`,
        signupThrottle.perIp,
        signupThrottle.windowMs,
      );
      if (!decision.allowed) {
        return err(rateLimited(decision, 'Too many sign-ups. Please try again later.'));
      }
      if (await ports.users.findByEmail(input.email)) return err(emailTaken());
      const passwordHash = await ports.hasher.hash(input.password);
      return caught(() =>
        ports.unitOfWork.run(async (repos) => {
          const user = await repos.users.create({
            email: input.email,
            passwordHash,
            fullName: input.full_name,
            language: input.language,
          });
          await claimTrial(
            repos,
            { userId: user.id, email: input.email },
            trial,
            ports.clock.now(),
          );
          const { token, draft } = newSession(user.id, meta);
          await repos.sessions.create(draft);
          await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.signUp, meta);
          return { token, userId: user.id };
        }),
      ).then(async (result) => {
        if (result.ok) await signedIn(result.value.userId, meta);
        return result;
      });
    },

    /**
     * POST /api/auth/login. Limits are checked before any hashing: per IP every attempt counts;
     * per account an attempt is reserved before the password is verified (so concurrent guesses
     * cannot all pass a limit that is only read first) and given back when it succeeds.
     */
    async logIn(input: SignIn, meta: RequestMeta): Promise<Result<{ token: string }>> {
      const ipDecision = await ports.rateLimiter.hit(
        `login:ip:${meta.ip ?? 'unknown'}`,
        throttle.ipAttempts,
        throttle.ipWindowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const accountKey = `login:fail:${input.email}`;
      const accountDecision = await ports.rateLimiter.hit(
        accountKey,
        throttle.accountFailures,
        throttle.accountWindowMs,
      );
      if (!accountDecision.allowed) return err(rateLimited(accountDecision));

      const user = await ports.users.findByEmail(input.email);
      const verified = user
        ? await ports.hasher.verify(user.passwordHash, input.password)
        : await ports.hasher.verify(await timingDummy(), input.password).then(() => false);

      if (!user || !verified) {
        if (user) {
          await recordActivity(ports.activityLog, user.id, ACTIVITY_ACTIONS.loginFailed, meta, {
            reason: 'wrong_password',
          });
        }
        return err(invalidCredentials());
      }

      const rehash = ports.hasher.needsRehash(user.passwordHash)
        ? await ports.hasher.hash(input.password)
        : undefined;
      const { token, draft } = newSession(user.id, meta);
      await ports.unitOfWork.run(async (repos) => {
        if (rehash) await repos.users.updatePasswordHash(user.id, rehash);
        await repos.sessions.create(draft);
        await recordActivity(
          repos.activityLog,
          user.id,
          ACTIVITY_ACTIONS.login,
          meta,
          rehash ? { rehashed: true } : undefined,
        );
      });
      await ports.rateLimiter.reset(accountKey);
      await signedIn(user.id, meta);
      return ok({ token });
    },

    /**
     * The session behind a bearer token, if it is neither expired nor revoked. Each use slides
     * its idle timeout on (written at most once per SESSION_SLIDE_STEP_MS), up to the absolute
     * lifetime.
     */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 512) return null;
      const now = ports.clock.now();
      const session = await ports.sessions.findActive(ports.tokens.hash(token), now);
      if (!session) return null;
      const slid = slidExpiry(session.createdAt, now);
      if (slid.getTime() - session.expiresAt.getTime() >= SESSION_SLIDE_STEP_MS) {
        await ports.sessions.extend(session, slid);
      }
      return { userId: session.userId, sessionId: session.id };
    },

    /** POST /api/auth/logout: the token is dead afterwards. */
    async logOut(auth: AuthenticatedSession, meta: RequestMeta): Promise<void> {
      await ports.unitOfWork.run(async (repos) => {
        await repos.sessions.revoke(auth.userId, auth.sessionId);
        await recordActivity(repos.activityLog, auth.userId, ACTIVITY_ACTIONS.logout, meta);
      });
    },

    /**
     * POST /api/settings/change-password: the user's other sessions are revoked with it, and
     * every personal access token too unless `keepApiTokens` (in the same transaction, so no
     * token outlives the old password). Limited
     * like login (a stolen session must not be a password-guessing oracle): per IP, and per
     * account a reserved attempt before verifying, given back on success.
     */
    async changePassword(
      auth: AuthenticatedSession,
      input: ChangePassword,
      meta: RequestMeta,
    ): Promise<Result<{ success: true; revokedTokens: number }>> {
      const tooMany = 'Too many password attempts. Please try again later.';
      const ipDecision = await ports.rateLimiter.hit(
        `password:ip:${meta.ip ?? 'unknown'}`,
        throttle.ipAttempts,
        throttle.ipWindowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision, tooMany));
      const accountKey = `password:fail:${auth.userId}`;
      const accountDecision = await ports.rateLimiter.hit(
        accountKey,
        throttle.accountFailures,
        throttle.accountWindowMs,
      );
      if (!accountDecision.allowed) return err(rateLimited(accountDecision, tooMany));
      const user = await ports.users.findById(auth.userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      if (!(await ports.hasher.verify(user.passwordHash, input.currentPassword))) {
        return domainErr('validation_error', 'Current password is incorrect', {
          issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        });
      }
      await ports.rateLimiter.reset(accountKey);
      const passwordHash = await ports.hasher.hash(input.newPassword);
      const revokedTokens = await ports.unitOfWork.run(async (repos) => {
        await repos.users.updatePasswordHash(user.id, passwordHash);
        const revoked = await repos.sessions.revokeAll(user.id, auth.sessionId);
        const tokens = input.keepApiTokens ? 0 : await repos.personalTokens.revokeAll(user.id);
        await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.passwordChange, meta, {
          revokedSessions: revoked,
          revokedTokens: tokens,
        });
        return tokens;
      });
      return ok({ success: true as const, revokedTokens });
    },
  };
}

export type AuthUseCases = ReturnType<typeof createAuthUseCases>;
