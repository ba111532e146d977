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
import type { Transaction as SequelizeTransaction } from 'sequelize';
import { addTallies, moveTally, orderTally } from '../account-tallies';
import type { TransactionRow } from '../models';
import {
  type Bind,
  centsToDecimal,
  decimalToCents,
  isUniqueViolation,
  listRows,
  newId,
  orderBy,
  select,
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
      const status = transaction.status ?? 'pending';
      const row = await write(this.#scope, async (tx) => {
        const created = await this.#scope.models.Transaction.create(
          {
            id: newId(),
            order_id: transaction.orderId,
            session_id: transaction.sessionId ?? null,
            user_id: transaction.userId,
            user_email: transaction.userEmail,
            credits: transaction.credits,
            amount: centsToDecimal(transaction.amountCents),
            currency: transaction.currency,
            status,
            credited: false,
            payment_url: transaction.paymentUrl ?? null,
            quote_id: transaction.quoteId ?? null,
            webhook_processed: null,
          },
          { transaction: tx },
        );
        if (transaction.userId) {
          await addTallies(this.#scope.connection, tx, transaction.userId, [
            { tally: orderTally(status), n: 1, total: transaction.amountCents },
          ]);
        }
        return created;
      });
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
      const before = await lockOrder(this.#scope, transaction, orderId);
      await Transaction.update(values, { where: { order_id: orderId }, transaction });
      const row = await Transaction.findOne({ where: { order_id: orderId }, transaction });
      if (!row) return null;
      const order = toTransaction(row.get({ plain: true }));
      if (before) await tallyOrderMove(this.#scope, transaction, before, order.status);
      return order;
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

interface LockedOrder {
  readonly userId: string | null;
  readonly status: string;
  readonly cents: number;
}

/**
 * The order as it is, its row locked until the transaction ends (InnoDB; SQLite has one writer),
 * so the status its tally moves from is the one the following UPDATE changes.
 */
export async function lockOrder(
  scope: SqlScope,
  tx: SequelizeTransaction,
  orderId: string,
): Promise<LockedOrder | null> {
  const [row] = await select<Pick<TransactionRow, 'user_id' | 'status' | 'amount'>>(
    scope,
    `SELECT \`user_id\`, \`status\`, \`amount\` FROM \`transactions\` WHERE \`order_id\` = $orderId${
      scope.connection.dialect === 'mysql' ? ' FOR UPDATE' : ''
    }`,
    { orderId },
    tx,
  );
  return row
    ? { userId: row.user_id ?? null, status: row.status, cents: decimalToCents(row.amount) }
    : null;
}

/** Moves a live account's order from its locked status's tally to `status`'s. */
export async function tallyOrderMove(
  scope: SqlScope,
  tx: SequelizeTransaction,
  before: LockedOrder,
  status: string,
): Promise<void> {
  if (!before.userId) return;
  const [live] = await select<{ n: number }>(
    scope,
    'SELECT 1 AS n FROM `users` WHERE `id` = $userId AND `deleted_at` IS NULL',
    { userId: before.userId },
    tx,
  );
  // A closed account's tallies went with it; its orders are kept for the books only.
  if (!live) return;
  await addTallies(
    scope.connection,
    tx,
    before.userId,
    moveTally(orderTally(before.status), orderTally(status), before.cents),
  );
}
