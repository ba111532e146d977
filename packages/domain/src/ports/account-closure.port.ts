/** What closing one account left behind. */
export interface ClosedAccount {
  /** The address the anonymised `users` row now carries (never a deliverable one). */
  readonly tombstoneEmail: string;
  /** The provider sessions of the pending orders the closure expired (to expire them there too). */
  readonly expiredSessionIds: readonly string[];
}

/**
 * Leaving for good. Closing an account erases what is personal (profile, billing profiles,
 * saved content, generations, share links, tokens, sessions, activity, mail settings, roles)
 * and keeps the money: the `users` row stays as an anonymised tombstone so the ledger rows and
 * payment records it anchors still add up. The trial claim remembers only a hash of the
 * address, so signing up again with it gets no second trial.
 */
export interface AccountClosure {
  /**
   * True when an account with this address (as `trialClaimAddress` normalises it) was closed
   * before: its trial was spent.
   */
  trialClaimed(claimAddress: string): Promise<boolean>;
  /**
   * Erases the live account `userId` in the caller's transaction, expires its pending orders
   * (a checkout started before cannot credit a closed account) and records the trial claim
   * for `claimAddress`; null when there is no such live account (closed meanwhile).
   */
  close(input: { userId: string; claimAddress: string; now: Date }): Promise<ClosedAccount | null>;
  /** Of these user ids, the ones of closed accounts. */
  closedAmong(userIds: readonly string[]): Promise<string[]>;
}
