import type { PasswordResetTokenRepository } from './account-mail.port';

/**
 * Tokens of the mailed links that verify an address: single use, kept hashed, like the
 * password reset's (a table of their own, so one kind of link never works as the other).
 */
export type EmailVerificationTokenRepository = PasswordResetTokenRepository;

/**
 * One trial per mailbox. A claim is the SHA-256 of the address as `trialClaimAddress`
 * normalises it, recorded when an account is signed up with the trial promised (and when one is
 * closed), and kept after deletion: another account of the same mailbox finds it.
 */
export interface TrialClaims {
  /**
   * Records the claim for `claimAddress` unless there is one: true when this call recorded it
   * (the trial is this account's), false when the mailbox had its trial. Of concurrent calls in
   * transactions at most one gets true.
   */
  claim(claimAddress: string, now: Date): Promise<boolean>;
  /** The trial promised to `userId` at sign-up, granted when its address is verified. */
  owe(userId: string, credits: number): Promise<void>;
  /**
   * Marks the address of the live account `userId` verified, once: the credits it was owed
   * (cleared here), or null when it was verified already or there is no such live account.
   */
  markVerified(userId: string, now: Date): Promise<{ owedCredits: number } | null>;
}
