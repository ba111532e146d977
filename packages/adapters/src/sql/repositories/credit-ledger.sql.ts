import {
  type CreditLedger,
  type CreditLedgerEntry,
  DomainError,
  debitEntry,
  debitKey,
  draftRejection,
  err,
  insufficientCredits,
  type LedgerEntryDraft,
  type LedgerEntryKind,
  type LedgerReceipt,
  type ListQuery,
  ok,
  type Page,
  type Result,
  refundEntry,
  refundLapse,
  topupEntry,
  adjustmentEntry,
  type Transaction as PaymentTransaction,
  type TransactionStatus,
  type TrialCredits,
  type TrialLapse,
  trialGrantEntry,
  trialLapseEntry,
  trialShare,
} from '@lumen/domain';
import type { Transaction } from 'sequelize';
import type { LedgerRow } from '../models';
import {
  bindDate,
  change,
  isUniqueViolation,
  listRows,
  orderBy,
  select,
  type SqlScope,
  toDate,
  toInt,
  userChanged,
} from '../sql-support';
import { lockOrder, tallyOrderMove, toTransaction } from './transaction.sql';

export function toLedgerEntry(row: LedgerRow): CreditLedgerEntry {
  return {
    id: String(row.id),
    userId: row.user_id,
    kind: row.kind as LedgerEntryKind,
    amount: toInt(row.amount),
    idempotencyKey: row.idempotency_key,
    reference: row.reference,
    reason: row.reason ?? null,
    balanceAfter: toInt(row.balance_after),
    trialAmount: toInt(row.trial_amount ?? 0),
    operatorId: row.operator_id ?? null,
    createdAt: toDate(row.created_at),
  };
}

export type CreditOrderResult =
  /** This call credited the order: status set, credited = 1, ledger row and balance written. */
  | {
      outcome: 'credited';
      transaction: PaymentTransaction;
      entry: CreditLedgerEntry;
      balance: number;
    }
  /** Someone credited it before: nothing changed. */
  | { outcome: 'already_credited'; transaction: PaymentTransaction; balance: number }
  /** Paid for a closed account: nothing credited, the order recorded to refund. */
  | { outcome: 'refund_due'; transaction: PaymentTransaction }
  | { outcome: 'not_found' };

/** Thrown inside a transaction to roll it back when the idempotency key turns out to be used. */
class KeyAlreadyUsed extends Error {}

/** Thrown inside creditOrder's transaction when the order's account is closed. */
class AccountClosed extends Error {}

/** What an entry needs beyond its draft to move the trial bucket right. */
interface TrialContext {
  /** A refund: the trial part of the debit it gives back (that entry's trial_amount). */
  readonly refundedDebitTrial?: number;
  /** A trial grant: when the granted credits lapse. */
  readonly trialExpiresAt?: Date;
}

const SORT_COLUMNS = { created_at: '`created_at`' } as const;

/**
 * The CreditLedger port on SQL. Every change is one transaction (a savepoint when called inside
 * `db.transaction`): the conditional balance UPDATE first — it takes the user's row lock, so
 * concurrent changes of one balance queue there — then the ledger INSERT, whose UNIQUE
 * idempotency key turns a repeated call into a rollback and an `applied: false` receipt.
 * Under the same lock each entry moves the trial bucket (users.trial_credits) by its
 * `trialShare`, written to the row's trial_amount, so trial credits are spent first and
 * sum(trial_amount) = trial_credits as sum(amount) = credits_balance.
 */
export class SqlCreditLedger implements CreditLedger, TrialCredits {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async balance(userId: string): Promise<number> {
    const [row] = await select<{ credits_balance: number }>(
      this.#scope,
      'SELECT `credits_balance` FROM `users` WHERE `id` = $userId AND `deleted_at` IS NULL',
      { userId },
    );
    return row ? toInt(row.credits_balance) : 0;
  }

  async debit(input: {
    userId: string;
    generationId: string;
    credits: number;
  }): Promise<Result<LedgerReceipt, DomainError>> {
    return this.apply(input.userId, debitEntry(input.generationId, input.credits));
  }

  async refund(input: {
    userId: string;
    generationId: string;
  }): Promise<Result<LedgerReceipt, DomainError>> {
    const debit = await this.#findByKey(debitKey(input.generationId));
    if (!debit || debit.userId !== input.userId) {
      return err(
        new DomainError(
          'refund_without_debit',
          `Generation ${input.generationId} was never debited`,
          {
            generationId: input.generationId,
          },
        ),
      );
    }
    return this.apply(input.userId, refundEntry(input.generationId, -debit.amount), {
      refundedDebitTrial: debit.trialAmount ?? 0,
    });
  }

  async grantTrial(input: {
    userId: string;
    credits: number;
    expiresAt: Date;
  }): Promise<LedgerReceipt> {
    const result = await this.apply(input.userId, trialGrantEntry(input.userId, input.credits), {
      trialExpiresAt: input.expiresAt,
    });
    if (!result.ok) throw result.error;
    return result.value;
  }

  async dueTrials(now: Date, limit: number): Promise<string[]> {
    const rows = await select<{ id: string }>(
      this.#scope,
      `SELECT \`id\` FROM \`users\`
        WHERE \`trial_expires_at\` <= $now AND \`deleted_at\` IS NULL
        ORDER BY \`trial_expires_at\`, \`id\` LIMIT ${Math.max(1, Math.floor(limit))}`,
      { now: bindDate(this.#scope.connection.dialect, now) },
    );
    return rows.map((row) => row.id);
  }

  async lapseTrial(userId: string, now: Date): Promise<TrialLapse | null> {
    const { dialect } = this.#scope.connection;
    return this.#atomically(async (tx) => {
      // The conditional UPDATE is the claim: of several sweepers one changes the row (and holds
      // its lock to the commit); the others change nothing and leave.
      const claimed = await change(
        this.#scope,
        `UPDATE \`users\` SET \`trial_expires_at\` = NULL, \`updated_at\` = $stamp
          WHERE \`id\` = $userId AND \`deleted_at\` IS NULL
            AND \`trial_expires_at\` IS NOT NULL AND \`trial_expires_at\` <= $now`,
        { userId, now: bindDate(dialect, now), stamp: bindDate(dialect, new Date()) },
        tx,
      );
      if (claimed === 0) return null;
      userChanged(this.#scope, tx, userId);
      const bucket = await this.#bucketIn(tx, userId);
      if (bucket.trialCredits === 0) return { lapsed: 0, balance: bucket.balance };
      const receipt = await this.#applyIn(tx, userId, trialLapseEntry(userId, bucket.trialCredits));
      if (!receipt.ok) throw receipt.error;
      return { lapsed: bucket.trialCredits, balance: receipt.value.balance };
    });
  }

  async adjust(input: {
    userId: string;
    reference: string;
    credits: number;
    reason: string;
    operatorId?: string;
  }): Promise<Result<LedgerReceipt, DomainError>> {
    const entry = adjustmentEntry(input.reference, input.credits, input.reason);
    return this.apply(
      input.userId,
      input.operatorId ? { ...entry, operatorId: input.operatorId } : entry,
    );
  }

  async entries(query: ListQuery): Promise<Page<CreditLedgerEntry>> {
    const { rows, total } = await listRows<LedgerRow>(this.#scope, {
      table: '`credit_ledger`',
      where: ['`user_id` = $userId'],
      bind: { userId: query.userId },
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
    });
    return { items: rows.map(toLedgerEntry), total };
  }

  /**
   * Writes one entry and the balance change atomically. A used key answers the first receipt
   * (`applied: false`) and changes nothing; a debit the balance cannot cover answers
   * 'insufficient_credits' (details: required, available, shortfall).
   */
  async apply(
    userId: string,
    draft: LedgerEntryDraft,
    trial: TrialContext = {},
  ): Promise<Result<LedgerReceipt, DomainError>> {
    const invalid = draftRejection(draft);
    if (invalid) return err(invalid);

    const existing = await this.#findByKey(draft.idempotencyKey);
    if (existing) return this.#duplicate(userId, existing);

    try {
      return await this.#atomically((tx) => this.#applyIn(tx, userId, draft, trial));
    } catch (error) {
      if (!(error instanceof KeyAlreadyUsed)) throw error;
      const first = await this.#findByKey(draft.idempotencyKey);
      if (!first) throw error;
      return this.#duplicate(userId, first);
    }
  }

  /**
   * Marks a paid order credited and tops up its user, exactly once however many callbacks and
   * webhooks race: the conditional `UPDATE … WHERE credited = 0` lets one caller through, and
   * the ledger write happens in the same transaction. `status` must be a paid status.
   */
  async creditOrder(
    orderId: string,
    options: { status?: TransactionStatus; processedAt?: Date } = {},
  ): Promise<CreditOrderResult> {
    const status = options.status ?? 'completed';
    if (status !== 'completed' && status !== 'success') {
      throw new Error(`creditOrder needs a paid status, not ${status}`);
    }
    const processedAt = options.processedAt ?? new Date();
    const { Transaction: Orders } = this.#scope.models;

    const result = await this.#atomically(async (tx): Promise<CreditOrderResult> => {
      const before = await lockOrder(this.#scope, tx, orderId);
      const [flipped] = await Orders.update(
        { credited: true, status, webhook_processed: processedAt },
        { where: { order_id: orderId, credited: false }, transaction: tx },
      );
      const row = await Orders.findOne({ where: { order_id: orderId }, transaction: tx });
      if (!row) return { outcome: 'not_found' };
      const order = toTransaction(row.get({ plain: true }));
      if (flipped === 0) {
        return {
          outcome: 'already_credited',
          transaction: order,
          balance: order.userId ? await this.#balanceIn(tx, order.userId) : 0,
        };
      }
      if (!order.userId) {
        throw new DomainError('conflict', `Order ${orderId} has no user to credit`, { orderId });
      }
      // The top-up's key is written only here, in the transaction that flipped the flag.
      const receipt = await this.#applyIn(tx, order.userId, topupEntry(orderId, order.credits));
      // No live account (closed): rolled back, then recorded to refund below.
      if (!receipt.ok && receipt.error.is('not_found')) throw new AccountClosed();
      if (!receipt.ok) throw receipt.error;
      if (before) await tallyOrderMove(this.#scope, tx, before, order.status);
      return {
        outcome: 'credited',
        transaction: order,
        entry: receipt.value.entry,
        balance: receipt.value.balance,
      };
    }).catch((error: unknown) => {
      if (error instanceof AccountClosed)
        return this.#recordRefundDue(orderId, status, processedAt);
      throw error;
    });
    return result;
  }

  /**
   * A payment for a closed account: the money was taken, nobody can spend credits, so none are
   * written; the order takes the paid status and `refund_due_at` (once), for the operator.
   */
  async #recordRefundDue(
    orderId: string,
    status: 'completed' | 'success',
    processedAt: Date,
  ): Promise<CreditOrderResult> {
    const { dialect } = this.#scope.connection;
    await change(
      this.#scope,
      `UPDATE \`transactions\` SET \`status\` = $status, \`refund_due_at\` = $at,
         \`webhook_processed\` = $at, \`updated_at\` = $at
       WHERE \`order_id\` = $orderId AND \`credited\` = 0 AND \`refund_due_at\` IS NULL`,
      { status, at: bindDate(dialect, processedAt), orderId },
    );
    const row = await this.#scope.models.Transaction.findOne({
      where: { order_id: orderId },
      transaction: this.#scope.tx ?? null,
    });
    if (!row) return { outcome: 'not_found' };
    return { outcome: 'refund_due', transaction: toTransaction(row.get({ plain: true })) };
  }

  async #applyIn(
    tx: Transaction,
    userId: string,
    draft: LedgerEntryDraft,
    trial: TrialContext = {},
  ): Promise<Result<LedgerReceipt, DomainError>> {
    const { dialect } = this.#scope.connection;
    const now = bindDate(dialect, new Date());
    const changed =
      draft.amount < 0
        ? await change(
            this.#scope,
            `UPDATE \`users\` SET \`credits_balance\` = \`credits_balance\` - $cost, \`updated_at\` = $now
              WHERE \`id\` = $userId AND \`deleted_at\` IS NULL AND \`credits_balance\` >= $cost`,
            { cost: -draft.amount, now, userId },
            tx,
          )
        : await change(
            this.#scope,
            `UPDATE \`users\` SET \`credits_balance\` = \`credits_balance\` + $amount, \`updated_at\` = $now
              WHERE \`id\` = $userId AND \`deleted_at\` IS NULL`,
            { amount: draft.amount, now, userId },
            tx,
          );
    if (changed === 0) {
      const [user] = await select<{ credits_balance: number }>(
        this.#scope,
        'SELECT `credits_balance` FROM `users` WHERE `id` = $userId AND `deleted_at` IS NULL',
        { userId },
        tx,
      );
      if (!user) return err(new DomainError('not_found', 'No such user'));
      const available = toInt(user.credits_balance);
      return err(
        draft.kind === 'generation_debit'
          ? insufficientCredits(-draft.amount, available)
          : new DomainError('negative_balance', 'The balance cannot go below zero', {
              balance: available,
              amount: draft.amount,
            }),
      );
    }
    userChanged(this.#scope, tx, userId);
    // The row is locked by the UPDATE above, so the bucket read is the current one.
    const bucket = await this.#bucketIn(tx, userId);
    const trialBucket = {
      left: bucket.trialCredits,
      running: bucket.trialExpiresAt !== null || !!trial.trialExpiresAt,
    };
    const share = trialShare(draft, trialBucket, trial.refundedDebitTrial);
    if (share !== 0 || trial.trialExpiresAt) {
      await change(
        this.#scope,
        `UPDATE \`users\` SET \`trial_credits\` = \`trial_credits\` + $share${
          trial.trialExpiresAt ? ', `trial_expires_at` = $expiresAt' : ''
        } WHERE \`id\` = $userId`,
        {
          share,
          userId,
          ...(trial.trialExpiresAt ? { expiresAt: bindDate(dialect, trial.trialExpiresAt) } : {}),
        },
        tx,
      );
    }
    const balance = bucket.balance;
    try {
      const row = await this.#scope.models.Ledger.create(
        {
          user_id: userId,
          kind: draft.kind,
          amount: draft.amount,
          idempotency_key: draft.idempotencyKey,
          reference: draft.reference,
          reason: draft.reason ?? null,
          balance_after: balance,
          trial_amount: share,
          operator_id: draft.operatorId ?? null,
        },
        { transaction: tx },
      );
      const entry = toLedgerEntry(row.get({ plain: true }));
      // A refund after its trial lapsed: the trial credits it put back lapse at once, here.
      const lapse = refundLapse(draft, trialBucket, share);
      if (lapse) {
        const lapsed = await this.#applyIn(tx, userId, lapse);
        if (!lapsed.ok) throw lapsed.error;
        return ok({ applied: true, entry, balance: lapsed.value.balance });
      }
      return ok({ applied: true, entry, balance });
    } catch (error) {
      // The balance was already changed in this transaction: throwing rolls it back.
      if (isUniqueViolation(error)) throw new KeyAlreadyUsed(draft.idempotencyKey);
      throw error;
    }
  }

  async #duplicate(
    userId: string,
    existing: CreditLedgerEntry,
  ): Promise<Result<LedgerReceipt, DomainError>> {
    if (existing.userId !== userId) {
      return err(
        new DomainError(
          'duplicate_entry',
          `Entry ${existing.idempotencyKey} belongs to another user`,
          {
            idempotencyKey: existing.idempotencyKey,
          },
        ),
      );
    }
    return ok({ applied: false, entry: existing, balance: await this.balance(userId) });
  }

  async #bucketIn(
    tx: Transaction,
    userId: string,
  ): Promise<{ balance: number; trialCredits: number; trialExpiresAt: Date | null }> {
    const [row] = await select<{
      credits_balance: number;
      trial_credits: number;
      trial_expires_at: Date | string | null;
    }>(
      this.#scope,
      'SELECT `credits_balance`, `trial_credits`, `trial_expires_at` FROM `users` WHERE `id` = $userId',
      { userId },
      tx,
    );
    return {
      balance: toInt(row?.credits_balance ?? 0),
      trialCredits: toInt(row?.trial_credits ?? 0),
      trialExpiresAt: row?.trial_expires_at ? toDate(row.trial_expires_at) : null,
    };
  }

  async #balanceIn(tx: Transaction, userId: string): Promise<number> {
    const [row] = await select<{ credits_balance: number }>(
      this.#scope,
      'SELECT `credits_balance` FROM `users` WHERE `id` = $userId',
      { userId },
      tx,
    );
    return toInt(row?.credits_balance ?? 0);
  }

  async #findByKey(key: string, tx?: Transaction): Promise<CreditLedgerEntry | null> {
    const row = await this.#scope.models.Ledger.findOne({
      where: { idempotency_key: key },
      transaction: tx ?? this.#scope.tx ?? null,
    });
    return row ? toLedgerEntry(row.get({ plain: true })) : null;
  }

  /** Its own transaction, or a savepoint inside the caller's, so a throw undoes just this. */
  #atomically<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const { connection, tx } = this.#scope;
    if (tx) return connection.sequelize.transaction({ transaction: tx }, (sp) => fn(sp));
    return connection.transaction(fn);
  }
}
