import { DAY_MS, SESSION_IDLE_MS, SESSION_TTL_MS } from '../constants';
import { DomainError, err, ok, type Result } from '../errors';
import { LOW_BALANCE_THRESHOLD } from '../low-balance';
import {
  lowBalanceMail,
  PASSWORD_RESET_TTL_MS,
  passwordResetLink,
  passwordResetMail,
  publicLink,
} from '../mail/account-mails';
import type { MailLanguage } from '../mail/mail-language';
import type { AccountMailSettings, PasswordResetTokenRepository } from '../ports/account-mail.port';
import type { Clock } from '../ports/clock.port';
import type { Mailer } from '../ports/mailer.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RateLimitDecision, ThrottlingRateLimiter } from '../ports/rate-limiter.port';
import type { SessionTokens } from '../ports/session-tokens.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { PasswordResetComplete } from '../validation/password-reset.schema';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { RequestMeta } from './deps';

/** What the mail use cases touch: the account side plus the mailer and what mail remembers. */
export interface AccountMailPorts {
  readonly users: UserRepository;
  readonly unitOfWork: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: SessionTokens;
  readonly rateLimiter: ThrottlingRateLimiter;
  readonly clock: Clock;
  readonly resetTokens: PasswordResetTokenRepository;
  readonly mailSettings: AccountMailSettings;
  readonly mailer: Mailer;
}

export interface AccountMailSettingsInput {
  /** Links in mails point here. */
  readonly publicUrl: string;
  /** A session unused this long expires (default SESSION_IDLE_MS; capped by SESSION_TTL_MS). */
  readonly sessionIdleMs?: number;
  /** Reset requests per address and per client address in a window (defaults below). */
  readonly resetThrottle?: {
    readonly perAddress: number;
    readonly perIp: number;
    readonly windowMs: number;
  };
  /**
   * Runs work the answer must not wait for (writing the token, sending the mail), so a known
   * and an unknown address answer alike and in about the same time. Default: started at once,
   * a failure handed to `onBackgroundError`.
   */
  readonly background?: (task: () => Promise<void>) => void;
  readonly onBackgroundError?: (error: unknown) => void;
}

/** Reset requests: 3 per address and 20 per client address in 15 minutes. */
export const DEFAULT_RESET_THROTTLE = { perAddress: 3, perIp: 20, windowMs: 15 * 60 * 1000 };

export const RESET_TOKEN_INVALID_MESSAGE =
  'This reset link is invalid, expired or already used. Ask for a new one.';

const resetTokenInvalid = () => new DomainError('reset_token_invalid', RESET_TOKEN_INVALID_MESSAGE);

function rateLimited(decision: RateLimitDecision): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', 'Too many reset requests. Please try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

export function createAccountMailUseCases(
  ports: AccountMailPorts,
  settings: AccountMailSettingsInput,
) {
  const throttle = settings.resetThrottle ?? DEFAULT_RESET_THROTTLE;
  const idleMs = Math.min(settings.sessionIdleMs ?? SESSION_IDLE_MS, SESSION_TTL_MS);
  const onError = settings.onBackgroundError ?? (() => undefined);
  const background =
    settings.background ??
    ((task: () => Promise<void>) => {
      void task().catch(onError);
    });

  async function sendResetMail(
    user: { id: string; email: string; fullName: string },
    requested: MailLanguage | null,
  ) {
    const { token, tokenHash } = ports.tokens.issue();
    const now = ports.clock.now();
    await ports.resetTokens.create({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const language = (await ports.mailSettings.language(user.id)) ?? requested ?? 'en';
    await ports.mailer.send(
      passwordResetMail({
        to: user.email,
        name: user.fullName,
        language,
        link: passwordResetLink(settings.publicUrl, token),
      }),
    );
  }

  return {
    /**
     * POST /api/auth/password-reset. The same answer whether or not the address has an account:
     * the token and the mail are made after the answer. Throttled per address and per client.
     */
    async requestPasswordReset(
      email: string,
      language: MailLanguage | null,
      meta: RequestMeta,
    ): Promise<Result<{ accepted: true }>> {
      const ipDecision = await ports.rateLimiter.hit(
        `reset:ip:${meta.ip ?? 'unknown'}`,
        throttle.perIp,
        throttle.windowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const addressDecision = await ports.rateLimiter.hit(
        `reset:email:${email}`,
        throttle.perAddress,
        throttle.windowMs,
      );
      if (!addressDecision.allowed) return err(rateLimited(addressDecision));
      const user = await ports.users.findByEmail(email);
      if (user) background(() => sendResetMail(user, language));
      return ok({ accepted: true });
    },

    /**
     * POST /api/auth/password-reset/complete: a usable token sets the new password, revokes
     * every session of the account and signs in with a new one. The token works once.
     */
    async completePasswordReset(
      input: PasswordResetComplete,
      meta: RequestMeta,
    ): Promise<Result<{ token: string }>> {
      const ipDecision = await ports.rateLimiter.hit(
        `reset:complete:ip:${meta.ip ?? 'unknown'}`,
        throttle.perIp,
        throttle.windowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const tokenHash = ports.tokens.hash(input.token);
      const usable = await ports.resetTokens.findUsable(tokenHash, ports.clock.now());
      if (!usable) return err(resetTokenInvalid());
      const user = await ports.users.findById(usable.userId);
      if (!user) return err(resetTokenInvalid());
      // Hashed before the token is spent: a slow hash must not leave a spent token unused.
      const passwordHash = await ports.hasher.hash(input.password);
      if (!(await ports.resetTokens.consume(tokenHash, ports.clock.now()))) {
        return err(resetTokenInvalid());
      }
      const session = ports.tokens.issue();
      const now = ports.clock.now();
      await ports.unitOfWork.run(async (repos) => {
        await repos.users.updatePasswordHash(user.id, passwordHash);
        await repos.sessions.revokeAll(user.id);
        await repos.sessions.create({
          userId: user.id,
          tokenHash: session.tokenHash,
          expiresAt: new Date(now.getTime() + idleMs),
          ipAddress: meta.ip,
          userAgent: meta.userAgent,
        });
        await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.passwordReset, meta);
      });
      // Whoever reset the password may sign in at once, even after failed attempts.
      await ports.rateLimiter.reset(`login:fail:${user.email}`);
      return ok({ token: session.token });
    },

    /** The site language the account was last used in: its mails go out in it. */
    async rememberLanguage(email: string, language: MailLanguage): Promise<void> {
      const user = await ports.users.findByEmail(email);
      if (user) await ports.mailSettings.rememberLanguage(user.id, language);
    },

    /**
     * After a balance change: under the cost of one default image, one mail a day at most
     * (claimed in the database, so several instances hearing the same event send one).
     */
    async noticeLowBalance(userId: string, balance: number): Promise<boolean> {
      if (balance >= LOW_BALANCE_THRESHOLD) return false;
      const user = await ports.users.findById(userId);
      if (!user) return false;
      const now = ports.clock.now();
      if (!(await ports.mailSettings.claimLowBalanceNotice(userId, now, DAY_MS))) return false;
      const language = (await ports.mailSettings.language(userId)) ?? 'en';
      await ports.mailer.send(
        lowBalanceMail({
          to: user.email,
          name: user.fullName,
          language,
          balance,
          cost: LOW_BALANCE_THRESHOLD,
          link: publicLink(settings.publicUrl, '/dashboard'),
        }),
      );
      return true;
    },
  };
}

export type AccountMailUseCases = ReturnType<typeof createAccountMailUseCases>;
