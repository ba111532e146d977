import type { CreditLedgerEntry } from '../ledger/credit-ledger';
import type { DomainError, Result } from '../shared/errors';
import type { ListQuery, Page } from './common.port';

/** What a ledger write did. `applied` is false when the idempotency key was already used. */
export interface LedgerReceipt {
  readonly applied: boolean;
  readonly entry: CreditLedgerEntry;
  readonly balance: number;
}

/**
 * The only way credits_balance changes. Each call writes one ledger row and the balance in one
 * database transaction (`… WHERE credits_balance >= :cost` for debits), so the balance never
 * goes negative and always equals the sum of the user's entries. Repeating a call with the same
 * key (same order, same generation) changes nothing and answers the first receipt.
 */
export interface CreditLedger {
  balance(userId: string): Promise<number>;
  /** Key `debit:<generationId>`. Errors: 'insufficient_credits'. */
  debit(input: {
    userId: string;
    generationId: string;
    credits: number;
  }): Promise<Result<LedgerReceipt, DomainError>>;
  /** Gives back a failed generation's debit; key `refund:<generationId>`. Errors: 'refund_without_debit'. */
  refund(input: {
    userId: string;
    generationId: string;
  }): Promise<Result<LedgerReceipt, DomainError>>;
  /**
   * A manual correction; key `adjustment:<reference>`. Errors: 'negative_balance'. The
   * operator's id, when given, is written on the entry in the same transaction.
   */
  adjust(input: {
    userId: string;
    reference: string;
    credits: number;
    reason: string;
    operatorId?: string;
  }): Promise<Result<LedgerReceipt, DomainError>>;
  entries(query: ListQuery): Promise<Page<CreditLedgerEntry>>;
}
