import type { NewTransaction, Transaction } from '../shared/entities';
import type { TransactionStatus } from '../shared/statuses';
import type { ListQuery, Page } from './common.port';

export interface TransactionFilters {
  readonly status?: TransactionStatus;
}

export interface TransactionRepository {
  /** Rejects with DomainError 'conflict' on a duplicate order id. */
  create(transaction: NewTransaction): Promise<Transaction>;
  /** The user's own order, or null (another user's order is "not found"). */
  findForUser(userId: string, orderId: string): Promise<Transaction | null>;
  /** The user's own order behind a provider session (a return URL may carry only the session). */
  findForUserBySessionId(userId: string, sessionId: string): Promise<Transaction | null>;
  /** The system lookup for payment callbacks and webhooks, which carry no user. */
  findByOrderId(orderId: string): Promise<Transaction | null>;
  /** Newest first unless `sort` says otherwise. */
  list(query: ListQuery<TransactionFilters>): Promise<Page<Transaction>>;
  /** Records the provider's checkout session and hosted payment page. */
  attachCheckout(
    orderId: string,
    checkout: { sessionId: string; paymentUrl: string },
  ): Promise<void>;
  /** Sets the status (and webhookProcessedAt when given); returns the updated row. */
  updateStatus(
    orderId: string,
    update: { status: TransactionStatus; webhookProcessedAt?: Date },
  ): Promise<Transaction | null>;
}
