import type { Generation, Transaction } from '../shared/entities';

/** The operator's role: only the admin CLI grants it; no sign-up or profile write reaches it. */
export const ADMIN_ROLE = 'admin';

export interface UserRoles {
  has(userId: string, role: string): Promise<boolean>;
  /** True when this call granted it (false: the user had it already). */
  grant(userId: string, role: string): Promise<boolean>;
  /** True when this call removed it. */
  revoke(userId: string, role: string): Promise<boolean>;
}

/** System-wide reads for the operator's console (any user), newest first, at most `limit`. */
export interface OperatorQueries {
  /**
   * Top-up orders whose status is failed, created at or after `since`, and orders paid for a
   * closed account (`refundDueAt` at or after `since`), newest first.
   */
  failedPayments(since: Date, limit: number): Promise<Transaction[]>;
  /** Generations whose status is failed, created at or after `since` (deleted ones too). */
  failedGenerations(since: Date, limit: number): Promise<Generation[]>;
}
