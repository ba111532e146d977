import {
  type Currency,
  DomainError,
  type ListQuery,
  type NewTransaction,
  type Page,
  type Transaction,
  type TransactionFilters,
  type TransactionRepository,
  type TransactionStatus,
} from '@lumen/domain';
import type { TransactionRow } from '../models';
import {
  type Bind,
  centsToDecimal,
  decimalToCents,
  isUniqueViolation,
  listRows,
  newId,
  orderBy,
  type SqlScope,
  toBool,
  toDate,
  toDateOrNull,
  toInt,
  write,
} from '../sql-support';

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    orderId: row.order_id,
    sessionId: row.session_id ?? null,
    userId: row.user_id ?? null,
    userEmail: row.user_email,
    credits: toInt(row.credits),
    amountCents: decimalToCents(row.amount),
    currency: row.currency as Currency,
    status: row.status as TransactionStatus,
    credited: toBool(row.credited),
    paymentUrl: row.payment_url ?? null,
    quoteId: row.quote_id ?? null,
    refundDueAt: toDateOrNull(row.refund_due_at ?? null),
    webhookProcessedAt: toDateOrNull(row.webhook_processed),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

const SORT_COLUMNS = { created_at: '`created_at`' } as const;

export class SqlTransactionRepository implements TransactionRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(transaction: NewTransaction): Promise<Transaction> {
    try {
      const row = await write(this.#scope, (tx) =>
        this.#scope.models.Transaction.create(
          {
            id: newId(),
            order_id: transaction.orderId,
            session_id: transaction.sessionId ?? null,
            user_id: transaction.userId,
            user_email: transaction.userEmail,
            credits: transaction.credits,
            amount: centsToDecimal(transaction.amountCents),
            currency: transaction.currency,
            status: transaction.status ?? 'pending',
            credited: false,
            payment_url: transaction.paymentUrl ?? null,
            quote_id: transaction.quoteId ?? null,
            webhook_processed: null,
          },
          { transaction: tx },
        ),
      );
      return toTransaction(row.get({ plain: true }));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('conflict', 'An order with this id or session already exists', {
          orderId: transaction.orderId,
        });
      }
      throw error;
    }
  }

  async findForUser(userId: string, orderId: string): Promise<Transaction | null> {
    return this.#findOne({ order_id: orderId, user_id: userId });
  }

  async findForUserBySessionId(userId: string, sessionId: string): Promise<Transaction | null> {
    return this.#findOne({ session_id: sessionId, user_id: userId });
  }

  async findByOrderId(orderId: string): Promise<Transaction | null> {
    return this.#findOne({ order_id: orderId });
  }

  async list(query: ListQuery<TransactionFilters>): Promise<Page<Transaction>> {
    const where = ['`user_id` = $userId'];
    const bind: Bind = { userId: query.userId };
    if (query.filters?.status) {
      where.push('`status` = $status');
      bind.status = query.filters.status;
    }
    const { rows, total } = await listRows<TransactionRow>(this.#scope, {
      table: '`transactions`',
      where,
      bind,
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
    });
    return { items: rows.map(toTransaction), total };
  }

  async attachCheckout(
    orderId: string,
    checkout: { sessionId: string; paymentUrl: string },
  ): Promise<void> {
    try {
      await write(this.#scope, (transaction) =>
        this.#scope.models.Transaction.update(
          { session_id: checkout.sessionId, payment_url: checkout.paymentUrl },
          { where: { order_id: orderId }, transaction },
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('conflict', 'This checkout session belongs to another order', {
          orderId,
        });
      }
      throw error;
    }
  }

  async updateStatus(
    orderId: string,
    update: { status: TransactionStatus; webhookProcessedAt?: Date },
  ): Promise<Transaction | null> {
    const values: Partial<TransactionRow> = { status: update.status };
    if (update.webhookProcessedAt) values.webhook_processed = update.webhookProcessedAt;
    return write(this.#scope, async (transaction) => {
      const { Transaction } = this.#scope.models;
      await Transaction.update(values, { where: { order_id: orderId }, transaction });
      const row = await Transaction.findOne({ where: { order_id: orderId }, transaction });
      return row ? toTransaction(row.get({ plain: true })) : null;
    });
  }

  async #findOne(where: Partial<TransactionRow>): Promise<Transaction | null> {
    const row = await this.#scope.models.Transaction.findOne({
      where,
      transaction: this.#scope.tx ?? null,
    });
    return row ? toTransaction(row.get({ plain: true })) : null;
  }
}
