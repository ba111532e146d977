import type { AccountClosure } from './account-closure.port';
import type { ActivityLog } from './activity-log.port';
import type { BillingProfileRepository } from './billing-profile-repository.port';
import type { CreditLedger } from './credit-ledger.port';
import type { GenerationRepository } from './generation-repository.port';
import type { LinkedIdentityRepository } from './linked-identity-repository.port';
import type { PersonalTokenRepository } from './personal-token-repository.port';
import type { SavedImageRepository } from './saved-image-repository.port';
import type { SavedTextRepository } from './saved-text-repository.port';
import type { SessionRepository } from './session-repository.port';
import type { TransactionRepository } from './transaction-repository.port';
import type { TrialClaims } from './trial-claims.port';
import type { TrialCredits } from './trial-credits.port';
import type { UserRepository } from './user-repository.port';

/** The repositories that take part in a database transaction. */
export interface TransactionalRepositories {
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  /** Revoked with the sessions when the password is reset or changed, in its transaction. */
  readonly personalTokens: PersonalTokenRepository;
  readonly activityLog: ActivityLog;
  readonly billingProfiles: BillingProfileRepository;
  readonly savedImages: SavedImageRepository;
  readonly savedTexts: SavedTextRepository;
  readonly generations: GenerationRepository;
  readonly transactions: TransactionRepository;
  /** The only way a balance changes; its writes join the transaction (as savepoints). */
  readonly creditLedger: CreditLedger;
  /** Sign-up's trial grant is written with the account, in its transaction. */
  readonly trials: TrialCredits;
  /** Closing an account, and the trial claims it leaves (sign-up reads them). */
  readonly accountClosure: AccountClosure;
  /** One trial per mailbox: the claim is recorded in sign-up's transaction. */
  readonly trialClaims: TrialClaims;
  /** Sign-in providers' accounts linked to users (written with the account they create). */
  readonly linkedIdentities: LinkedIdentityRepository;
}

/**
 * Runs `work` in one database transaction: every repository it is handed joins it, and an error
 * thrown (or a rejected promise) rolls everything back.
 */
export interface UnitOfWork {
  run<T>(work: (repos: TransactionalRepositories) => Promise<T>): Promise<T>;
}
