import type { LedgerReceipt } from './credit-ledger.port';

/** What lapsing one account's trial did. */
export interface TrialLapse {
  /** Credits that lapsed (the `trial-lapse:<userId>` entry); 0 when none were left. */
  readonly lapsed: number;
  readonly balance: number;
}

/**
 * The free trial on the credit ledger. The trial credits are part of the balance and are spent
 * first; users.trial_credits says how many are left. Every change is a ledger row, so
 * sum(ledger) = balance holds through the grant and the lapse.
 */
export interface TrialCredits {
  /** Sign-up's grant (key `trial:<userId>`), lasting until `expiresAt`. */
  grantTrial(input: { userId: string; credits: number; expiresAt: Date }): Promise<LedgerReceipt>;
  /** Accounts whose trial ran out by `now` and was not lapsed yet, soonest first. */
  dueTrials(now: Date, limit: number): Promise<string[]>;
  /**
   * Lapses what is left of a due trial, once: a conditional UPDATE lets one caller through
   * (several instances may sweep together) and `trial-lapse:<userId>` is unique. Null when it
   * was not due or someone else lapsed it first.
   */
  lapseTrial(userId: string, now: Date): Promise<TrialLapse | null>;
}
