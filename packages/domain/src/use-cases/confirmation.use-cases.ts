import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { CeremonyOptions } from '../ports/passkeys.port';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import { DEFAULT_LOGIN_THROTTLE, type AuthenticatedSession } from './auth.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';
import { createPasskeyUseCases } from './passkeys.use-cases';

/** How long a confirmation lets the session take sensitive steps. */
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;

export const CONFIRMATION_MESSAGES = {
  required: 'Confirm it is you: enter your password or use a passkey.',
  wrongPassword: 'Password is incorrect',
  passkeyFailed: 'This passkey could not confirm it is you',
  tooMany: 'Too many attempts. Please try again later.',
} as const;

/** What the confirm dialog may offer this account. */
export interface ConfirmationOptions {
  readonly password: boolean;
  /** For startAuthentication, limited to the account's own passkeys; null when it has none. */
  readonly passkeyOptions: CeremonyOptions | null;
}

function rateLimited(decision: RateLimitDecision): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', CONFIRMATION_MESSAGES.tooMany, {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

/**
 * "Confirm it is you" before a sensitive step (a new API token, linking a provider): the
 * password or one of the account's passkeys, given again from this session, marks the session
 * confirmed for CONFIRMATION_TTL_MS on every instance. Password attempts count with the
 * password change's (a stolen session must not be a password-guessing oracle).
 */
export function createConfirmationUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const throttle = settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;
  const passkeys = createPasskeyUseCases(ports, settings);
  const challengeKey = (auth: AuthenticatedSession) => `confirm:${auth.sessionId}`;

  const confirmed = async (auth: AuthenticatedSession) => {
    await ports.confirmations.mark(auth.sessionId, CONFIRMATION_TTL_MS);
    return {
      confirmedUntil: new Date(ports.clock.now().getTime() + CONFIRMATION_TTL_MS).toISOString(),
    };
  };

  const limited = async (auth: AuthenticatedSession, meta: RequestMeta) => {
    const ip = await ports.rateLimiter.hit(
      `password:ip:${meta.ip ?? 'unknown'}`,
      throttle.ipAttempts,
      throttle.ipWindowMs,
    );
    if (!ip.allowed) return rateLimited(ip);
    const account = await ports.rateLimiter.hit(
      `password:fail:${auth.userId}`,
      throttle.accountFailures,
      throttle.accountWindowMs,
    );
    return account.allowed ? null : rateLimited(account);
  };

  return {
    /** Ok while the session's confirmation lasts; 403 `confirmation_required` otherwise. */
    async require(auth: AuthenticatedSession): Promise<Result<void>> {
      return (await ports.confirmations.isMarked(auth.sessionId))
        ? ok(undefined)
        : domainErr('confirmation_required', CONFIRMATION_MESSAGES.required);
    },

    /** What the dialog offers: the password when the account has one, its passkeys when any. */
    async options(auth: AuthenticatedSession): Promise<Result<ConfirmationOptions>> {
      const user = await ports.users.findById(auth.userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      return ok({
        password: user.passwordHash !== '',
        passkeyOptions: await passkeys.ownOptions(user.id, challengeKey(auth)),
      });
    },

    async withPassword(
      auth: AuthenticatedSession,
      password: string,
      meta: RequestMeta,
    ): Promise<Result<{ confirmedUntil: string }>> {
      const tooMany = await limited(auth, meta);
      if (tooMany) return err(tooMany);
      const user = await ports.users.findById(auth.userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      if (!(await ports.hasher.verify(user.passwordHash, password))) {
        await recordActivity(ports.activityLog, user.id, ACTIVITY_ACTIONS.loginFailed, meta, {
          reason: 'wrong_password',
          method: 'confirm',
        });
        return domainErr('invalid_credentials', CONFIRMATION_MESSAGES.wrongPassword);
      }
      await ports.rateLimiter.reset(`password:fail:${auth.userId}`);
      return ok(await confirmed(auth));
    },

    /** The assertion must answer this session's own challenge (taken once) with the account's passkey. */
    async withPasskey(
      auth: AuthenticatedSession,
      response: unknown,
      meta: RequestMeta,
    ): Promise<Result<{ confirmedUntil: string }>> {
      const tooMany = await limited(auth, meta);
      if (tooMany) return err(tooMany);
      if (!(await passkeys.verifyOwn(auth.userId, challengeKey(auth), response))) {
        await recordActivity(ports.activityLog, auth.userId, ACTIVITY_ACTIONS.loginFailed, meta, {
          reason: 'passkey',
          method: 'confirm',
        });
        return domainErr('invalid_credentials', CONFIRMATION_MESSAGES.passkeyFailed);
      }
      await ports.rateLimiter.reset(`password:fail:${auth.userId}`);
      return ok(await confirmed(auth));
    },
  };
}

export type ConfirmationUseCases = ReturnType<typeof createConfirmationUseCases>;
