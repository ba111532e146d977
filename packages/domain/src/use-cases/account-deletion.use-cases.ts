import { DomainError, domainErr, err, ok, type Result } from '../shared/errors';
import type { RateLimitDecision } from '../ports/rate-limiter.port';
import { trialClaimAddress } from '../ledger/trial-claim';
import type { DeleteAccount } from '../validation/account.schema';
import { EXTRA_MESSAGES } from '../validation/messages';
import { DEFAULT_LOGIN_THROTTLE } from './auth.use-cases';
import type { RequestMeta, UseCasePorts, UseCaseSettings } from './deps';

const TOO_MANY = 'Too many password attempts. Please try again later.';
/** The error_message of a job cancelled by its account's deletion. */
const ACCOUNT_DELETED = 'Account deleted';

function rateLimited(decision: RateLimitDecision): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', TOO_MANY, {
    retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
  });
}

export function createAccountDeletionUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const throttle = settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE;
  const reportLate = settings.onBackgroundError ?? (() => undefined);

  return {
    /**
     * DELETE /api/account. Limited like the password change, on the same counters (a stolen
     * session must not guess the password on either route): per IP, and per account an attempt
     * reserved before verifying and given back on success. The media go first (a failure there
     * leaves the account whole, so asking again works), then one transaction revokes every
     * session, cancels and refunds pending jobs, expires pending orders and closes the account;
     * after the commit queued jobs are dropped, the provider's open sessions expired and the
     * media folder emptied once more for a file written meanwhile.
     */
    async deleteAccount(
      userId: string,
      input: DeleteAccount,
      meta: RequestMeta,
    ): Promise<Result<{ success: true }>> {
      const ipDecision = await ports.rateLimiter.hit(
        `password:ip:${meta.ip ?? 'unknown'}`,
        throttle.ipAttempts,
        throttle.ipWindowMs,
      );
      if (!ipDecision.allowed) return err(rateLimited(ipDecision));
      const accountKey = `password:fail:${userId}`;
      const accountDecision = await ports.rateLimiter.hit(
        accountKey,
        throttle.accountFailures,
        throttle.accountWindowMs,
      );
      if (!accountDecision.allowed) return err(rateLimited(accountDecision));
      const user = await ports.users.findById(userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');
      if (!(await ports.hasher.verify(user.passwordHash, input.password))) {
        return domainErr('validation_error', EXTRA_MESSAGES.passwordIncorrect, {
          issues: [{ path: 'password', message: EXTRA_MESSAGES.passwordIncorrect }],
        });
      }
      await ports.rateLimiter.reset(accountKey);

      await ports.mediaStore.removeAllOf(userId);
      const cancelled: string[] = [];
      const closed = await ports.unitOfWork.run(async (repos) => {
        await repos.sessions.revokeAll(userId);
        // Jobs still pending are cancelled and refunded before the account closes (a closed
        // balance takes no entry): the ledger keeps its sum, the job will find no row.
        for (;;) {
          const pending = await repos.generations.list({
            userId,
            page: 1,
            limit: 100,
            filters: { status: 'pending' },
          });
          if (pending.items.length === 0) break;
          for (const generation of pending.items) {
            const won = await repos.generations.settlePending(userId, generation.id, {
              status: 'cancelled',
              errorMessage: ACCOUNT_DELETED,
            });
            if (!won) continue;
            const refund = await repos.creditLedger.refund({ userId, generationId: generation.id });
            if (!refund.ok) throw refund.error;
            cancelled.push(generation.id);
          }
        }
        return repos.accountClosure.close({
          userId,
          claimAddress: trialClaimAddress(user.email),
          now: ports.clock.now(),
        });
      });
      if (!closed) return domainErr('unauthorized', 'Unauthorized');
      // Best effort after the commit: a queued job finds no row anyway, an open Checkout
      // session would be paid into an expired order (then recorded to refund).
      if (cancelled.length > 0) {
        await ports.generationQueue.cancel(cancelled).catch(reportLate);
      }
      for (const sessionId of closed.expiredSessionIds) {
        await ports.paymentProvider.expireCheckout(sessionId).catch(reportLate);
      }
      await ports.mediaStore.removeAllOf(userId).catch(reportLate);
      return ok({ success: true as const });
    },
  };
}

export type AccountDeletionUseCases = ReturnType<typeof createAccountDeletionUseCases>;
