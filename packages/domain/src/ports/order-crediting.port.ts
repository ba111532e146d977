import type { CreditLedgerEntry } from '../ledger/credit-ledger';
import type { Transaction } from '../shared/entities';
import type { TransactionStatus } from '../shared/statuses';

/** What crediting a paid order did. */
export type CreditOrderOutcome =
  /** This call credited the order: status set, credited = 1, ledger row and balance written. */
  | {
      readonly outcome: 'credited';
      readonly transaction: Transaction;
      readonly entry: CreditLedgerEntry;
      readonly balance: number;
    }
  /** Someone credited it before: nothing changed. */
  | {
      readonly outcome: 'already_credited';
      readonly transaction: Transaction;
      readonly balance: number;
    }
  /**
   * The order's account is closed: no credit is written (nobody could spend it); the order has
   * the paid status and `refundDueAt`, and the operator console lists it to refund.
   */
  | { readonly outcome: 'refund_due'; readonly transaction: Transaction }
  | { readonly outcome: 'not_found' };

/**
 * Credits a paid order exactly once, however many callbacks and webhooks race: the paid status,
 * the `credited` flag, the ledger row (key `topup:<orderId>`) and the balance change are one
 * database transaction. (The SQL credit ledger implements it as `creditOrder`.)
 */
export interface OrderCrediting {
  creditOrder(
    orderId: string,
    options: { status: Extract<TransactionStatus, 'completed' | 'success'>; processedAt: Date },
  ): Promise<CreditOrderOutcome>;
}
