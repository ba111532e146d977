import { DAY_MS } from '../shared/constants';
import { trialClaimAddress } from '../ledger/trial-claim';
import type { TransactionalRepositories } from '../ports/unit-of-work.port';
import type { UseCaseSettings } from './deps';

type Trial = NonNullable<UseCaseSettings['trial']>;

/**
 * A new account's trial, inside its sign-up transaction: one per mailbox (the claim is kept
 * under the normalised address, so a +tag or dotted variant finds it). The first claim gets
 * the credits, at once or, when the trial waits for a verified address, owed until then.
 */
export async function claimTrial(
  repos: TransactionalRepositories,
  account: { readonly userId: string; readonly email: string },
  trial: Trial,
  now: Date,
): Promise<void> {
  if (trial.credits <= 0) return;
  if (!(await repos.trialClaims.claim(trialClaimAddress(account.email), now))) return;
  if (trial.requiresVerifiedEmail ?? true) {
    await repos.trialClaims.owe(account.userId, trial.credits);
    return;
  }
  await repos.trials.grantTrial({
    userId: account.userId,
    credits: trial.credits,
    expiresAt: new Date(now.getTime() + trial.days * DAY_MS),
  });
}
