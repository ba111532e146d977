import { DAY_MS, FREE_TRIAL_DAYS } from '../shared/constants';
import { DomainError, err, ok, type Result } from '../shared/errors';
import type { MailLanguage } from '../mail/mail-language';
import {
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationLink,
  emailVerificationMail,
} from '../mail/verification-mail';
import type { User } from '../shared/entities';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

/** Resent verification mails: 3 per account an hour; opening links: 20 per client address. */
export const DEFAULT_VERIFICATION_THROTTLE = {
  resendsPerUser: 3,
  checksPerIp: 20,
  windowMs: 60 * 60 * 1000,
} as const;

export const VERIFICATION_TOKEN_INVALID_MESSAGE =
  'This verification link is invalid, expired or already used. Ask for a new one.';

const tokenInvalid = () =>
  new DomainError('verification_token_invalid', VERIFICATION_TOKEN_INVALID_MESSAGE);

function rateLimited(decision: RateLimitDecision, message: string): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

/**
 * The address check the trial waits for (TRIAL_REQUIRES_VERIFIED_EMAIL). Sign-up records the
 * trial claim and, when it was the mailbox's first, owes the account its trial; the mailed link
 * marks the address verified and grants what was owed, in one transaction. The account works
 * meanwhile for everything else.
 */
export function createEmailVerificationUseCases(
  ports: Pick<
    UseCasePorts,
    | 'users'
    | 'unitOfWork'
    | 'tokens'
    | 'rateLimiter'
    | 'clock'
    | 'verificationTokens'
    | 'mailSettings'
    | 'mailer'
  >,
  settings: Pick<
    UseCaseSettings,
    'publicUrl' | 'trial' | 'verificationThrottle' | 'background' | 'onBackgroundError'
  >,
) {
  const throttle = settings.verificationThrottle ?? DEFAULT_VERIFICATION_THROTTLE;
  const trialDays = settings.trial?.days ?? FREE_TRIAL_DAYS;
  const required = (settings.trial?.requiresVerifiedEmail ?? true) && !!settings.trial?.credits;
  const onError = settings.onBackgroundError ?? (() => undefined);
  const background =
    settings.background ??
    ((task: () => Promise<void>) => {
      void task().catch(onError);
    });

  async function sendMail(user: User, requested: MailLanguage | null) {
    const { token, tokenHash } = ports.tokens.issue();
    await ports.verificationTokens.create({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(ports.clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    const language = (await ports.mailSettings.language(user.id)) ?? requested ?? 'en';
    await ports.mailer.send(
      emailVerificationMail({
        to: user.email,
        name: user.fullName,
        language,
        link: emailVerificationLink(settings.publicUrl, token),
        trialCredits: user.trialOwedCredits,
      }),
    );
  }

  return {
    /** Whether sign-up mails a link and holds the trial back until it is opened. */
    required,

    /** After sign-up: the link goes out (after the answer), when verification is on. */
    async afterSignUp(userId: string, language: MailLanguage | null): Promise<void> {
      if (!required) return;
      const user = await ports.users.findById(userId);
      if (user && !user.emailVerifiedAt) background(() => sendMail(user, language));
    },

    /**
     * POST /api/auth/verify-email/resend: another link for the signed-in account, 3 an hour;
     * 409 `already_verified` once it is verified.
     */
    async resend(
      userId: string,
      language: MailLanguage | null,
    ): Promise<Result<{ accepted: true }>> {
      const user = await ports.users.findById(userId);
      if (!user) return err(new DomainError('unauthorized', 'Unauthorized'));
      if (user.emailVerifiedAt) {
        return err(new DomainError('already_verified', 'Your e-mail address is already verified.'));
      }
      const decision = await ports.rateLimiter.hit(
        `verify-mail:user:${userId}`,
        throttle.resendsPerUser,
        throttle.windowMs,
      );
      if (!decision.allowed) {
        return err(rateLimited(decision, 'Too many verification mails. Please try again later.'));
      }
      background(() => sendMail(user, language));
      return ok({ accepted: true as const });
    },

    /**
     * POST /api/auth/verify-email: a usable token marks the address verified and grants the
     * trial it was owed (its claim recorded at sign-up), once. The token works once.
     */
    async verify(
      token: string,
      meta: RequestMeta,
    ): Promise<Result<{ verified: true; trial_credits: number }>> {
      const decision = await ports.rateLimiter.hit(
        `verify-mail:ip:${meta.ip ?? 'unknown'}`,
        throttle.checksPerIp,
        throttle.windowMs,
      );
      if (!decision.allowed) {
        return err(rateLimited(decision, 'Too many attempts. Please try again later.'));
      }
      const tokenHash = ports.tokens.hash(token);
      const usable = await ports.verificationTokens.findUsable(tokenHash, ports.clock.now());
      if (!usable) return err(tokenInvalid());
      if (!(await ports.verificationTokens.consume(tokenHash, ports.clock.now()))) {
        return err(tokenInvalid());
      }
      const granted = await ports.unitOfWork.run(async (repos) => {
        const now = ports.clock.now();
        const marked = await repos.trialClaims.markVerified(usable.userId, now);
        if (!marked || marked.owedCredits <= 0) return 0;
        await repos.trials.grantTrial({
          userId: usable.userId,
          credits: marked.owedCredits,
          expiresAt: new Date(now.getTime() + trialDays * DAY_MS),
        });
        return marked.owedCredits;
      });
      return ok({ verified: true as const, trial_credits: granted });
    },
  };
}

export type EmailVerificationUseCases = ReturnType<typeof createEmailVerificationUseCases>;
