import { DAY_MS, SESSION_IDLE_MS, SESSION_TTL_MS } from '../shared/constants';
import { DomainError, err, ok, type Result } from '../shared/errors';
import { LOW_BALANCE_THRESHOLD } from '../ledger/low-balance';
import {
  lowBalanceMail,
  PASSWORD_RESET_TTL_MS,
  passwordResetLink,
  passwordResetMail,
  publicLink,
} from '../mail/account-mails';
import type { MailLanguage } from '../mail/mail-language';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import type {
  PasswordResetCheck,
  PasswordResetComplete,
} from '../validation/password-reset.schema';
import { ACTIVITY_ACTIONS, recordActivity } from './activity.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

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
  ports: Pick<
    UseCasePorts,
    | 'users'
    | 'unitOfWork'
    | 'hasher'
    | 'tokens'
    | 'rateLimiter'
    | 'clock'
    | 'resetTokens'
    | 'mailSettings'
    | 'mailer'
  >,
  settings: Pick<
    UseCaseSettings,
    'publicUrl' | 'sessionIdleMs' | 'resetThrottle' | 'background' | 'onBackgroundError'
  >,
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
     * every session and every personal access token of the account (whoever reset it may be
     * locking an intruder out; in the same transaction, so none outlives the old password) and
     * signs in with a new session. The token works once.
     */
    /**
     * Whether a mailed token can still set a password, asked when the link is opened: a used or
     * expired link says so before anyone types a new password twice. Spends nothing; throttled
     * with the completions, so it is no faster way to guess tokens.
     */
    async checkPasswordReset(
      input: PasswordResetCheck,
      meta: RequestMeta,
    ): Promise<Result<{ usable: true }>> {
      const ipDecision = await ports.rateLimiter.hit(
        `reset:complete:ip:${meta.ip ?? 'unknown'}`,
        throttle.perIp,
        throttle.windowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const usable = await ports.resetTokens.findUsable(
        ports.tokens.hash(input.token),
        ports.clock.now(),
      );
      if (!usable || !(await ports.users.findById(usable.userId))) return err(resetTokenInvalid());
      return ok({ usable: true });
    },

    async completePasswordReset(
      input: PasswordResetComplete,
      meta: RequestMeta,
    ): Promise<Result<{ token: string; revokedTokens: number }>> {
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
      const revokedTokens = await ports.unitOfWork.run(async (repos) => {
        await repos.users.updatePasswordHash(user.id, passwordHash);
        await repos.sessions.revokeAll(user.id);
        const tokens = await repos.personalTokens.revokeAll(user.id);
        await repos.sessions.create({
          userId: user.id,
          tokenHash: session.tokenHash,
          expiresAt: new Date(now.getTime() + idleMs),
          ipAddress: meta.ip,
          userAgent: meta.userAgent,
        });
        await recordActivity(repos.activityLog, user.id, ACTIVITY_ACTIONS.passwordReset, meta, {
          revokedTokens: tokens,
        });
        return tokens;
      });
      // Whoever reset the password may sign in at once, even after failed attempts.
      await ports.rateLimiter.reset(`login:fail:${user.email}`);
      return ok({ token: session.token, revokedTokens });
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
