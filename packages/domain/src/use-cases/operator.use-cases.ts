import type { CreditLedgerEntry } from '../ledger/credit-ledger';
import type { ActivityLogEntry, Generation, Transaction } from '../shared/entities';
import { domainErr, ok, type Result } from '../shared/errors';
import type { ActivityLog } from '../ports/activity-log.port';
import type { Clock } from '../ports/clock.port';
import type { CreditLedger } from '../ports/credit-ledger.port';
import type { GenerationRepository } from '../ports/generation-repository.port';
import type { IdGenerator } from '../ports/id-generator.port';
import { ADMIN_ROLE, type OperatorQueries, type UserRoles } from '../ports/operator.port';
import type { TransactionRepository } from '../ports/transaction-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import {
  type GenerationView,
  type PaymentStatusView,
  type TransactionView,
  toGenerationView,
  toTransactionView,
} from '../shared/views';
import type { RequestMeta } from './deps';

/** How many rows of each list the console shows for one user, and of each failure list. */
export const OPERATOR_LIST_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The actions the console writes to the user's activity log (with the operator's id). */
export const OPERATOR_ACTIONS = {
  adjustment: 'admin_adjustment',
  refund: 'admin_refund',
  paymentRecheck: 'admin_payment_recheck',
} as const;

export interface OperatorPorts {
  readonly users: UserRepository;
  readonly roles: UserRoles;
  readonly operator: OperatorQueries;
  readonly creditLedger: CreditLedger;
  readonly transactions: TransactionRepository;
  readonly generations: GenerationRepository;
  readonly activityLog: ActivityLog;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The payment-status logic the user's own poll runs; `fresh` asks the provider now. */
  readonly paymentStatus: (
    userId: string,
    orderId: string,
    sessionId: undefined,
    options: { fresh: boolean },
  ) => Promise<Result<PaymentStatusView>>;
}

export interface LedgerEntryView {
  readonly id: string;
  readonly kind: string;
  readonly amount: number;
  readonly balance_after: number;
  readonly reference: string;
  readonly reason: string | null;
  /** Who made an adjustment (the operator's user id); null for every other entry. */
  readonly operator_id: string | null;
  readonly created_at: string;
}

export interface ActivityEntryView {
  readonly id: string;
  readonly action: string;
  readonly ip_address: string | null;
  readonly metadata: Readonly<Record<string, unknown>> | null;
  readonly created_at: string;
}

export interface OperatorUserView {
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly full_name: string;
    readonly credits_balance: number;
    readonly trial_credits: number;
    readonly created_at: string;
  };
  readonly ledger: LedgerEntryView[];
  readonly transactions: TransactionView[];
  readonly generations: (GenerationView & { readonly error_message: string | null })[];
  readonly activity: ActivityEntryView[];
}

export interface FailureView {
  readonly payments: (TransactionView & {
    readonly user_id: string | null;
    readonly user_email: string;
    /** Set when the money was taken for a closed account: nothing credited, to refund. */
    readonly refund_due_at: string | null;
  })[];
  readonly generations: (GenerationView & {
    readonly user_id: string;
    readonly error_message: string | null;
  })[];
  readonly since: string;
}

const toLedgerView = (entry: CreditLedgerEntry): LedgerEntryView => ({
  id: entry.id,
  kind: entry.kind,
  amount: entry.amount,
  balance_after: entry.balanceAfter,
  reference: entry.reference,
  reason: entry.reason,
  operator_id: entry.operatorId ?? null,
  created_at: entry.createdAt.toISOString(),
});

const toActivityView = (entry: ActivityLogEntry): ActivityEntryView => ({
  id: entry.id,
  action: entry.action,
  ip_address: entry.ipAddress,
  metadata: entry.metadata,
  created_at: entry.createdAt.toISOString(),
});

const withError = (generation: Generation) => ({
  ...toGenerationView(generation),
  error_message: generation.errorMessage,
});

const noUser = () => domainErr('not_found', 'User not found');

/**
 * The operator's console: look an account up, correct its credits with a reason, refund a
 * failed generation, re-check a pending payment, and see the last day's failures. Each action
 * goes through the same ledger and payment logic as the user's own requests and is written to
 * the user's activity log with the operator's id.
 */
export function createOperatorUseCases(ports: OperatorPorts) {
  const page = {
    page: 1,
    limit: OPERATOR_LIST_LIMIT,
    sort: { by: 'created_at', order: 'desc' },
  } as const;

  async function audit(
    userId: string,
    action: string,
    operatorId: string,
    meta: RequestMeta,
    metadata: Record<string, unknown>,
  ): Promise<void> {
    await ports.activityLog.record({
      userId,
      action,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      metadata: { operatorId, ...metadata },
    });
  }

  return {
    isAdmin(userId: string): Promise<boolean> {
      return ports.roles.has(userId, ADMIN_ROLE);
    },

    /** The CLI's `grant <email>`: the one way to the console. */
    async grantAdmin(email: string): Promise<Result<{ userId: string; granted: boolean }>> {
      const user = await ports.users.findByEmail(email);
      if (!user) return noUser();
      return ok({ userId: user.id, granted: await ports.roles.grant(user.id, ADMIN_ROLE) });
    },

    async revokeAdmin(email: string): Promise<Result<{ userId: string; revoked: boolean }>> {
      const user = await ports.users.findByEmail(email);
      if (!user) return noUser();
      return ok({ userId: user.id, revoked: await ports.roles.revoke(user.id, ADMIN_ROLE) });
    },

    async findByEmail(email: string): Promise<Result<OperatorUserView>> {
      const user = await ports.users.findByEmail(email);
      return user ? this.user(user.id) : noUser();
    },

    async user(userId: string): Promise<Result<OperatorUserView>> {
      const user = await ports.users.findById(userId);
      if (!user) return noUser();
      const [ledger, transactions, generations, activity] = await Promise.all([
        ports.creditLedger.entries({ userId, ...page }),
        ports.transactions.list({ userId, ...page }),
        ports.generations.list({ userId, ...page }),
        ports.activityLog.list({ userId, ...page }),
      ]);
      return ok({
        user: {
          id: user.id,
          email: user.email,
          full_name: user.fullName,
          credits_balance: user.creditsBalance,
          trial_credits: user.trialCredits,
          created_at: user.createdAt.toISOString(),
        },
        ledger: ledger.items.map(toLedgerView),
        transactions: transactions.items.map(toTransactionView),
        generations: generations.items.map(withError),
        activity: activity.items.map(toActivityView),
      });
    },

    /** Grants (credits > 0) or removes (credits < 0) credits as one `adjustment` ledger entry. */
    async adjustCredits(
      operatorId: string,
      userId: string,
      input: { credits: number; reason: string },
      meta: RequestMeta,
    ): Promise<Result<{ balance: number; entry: LedgerEntryView }>> {
      if (!(await ports.users.findById(userId))) return noUser();
      const reference = ports.ids.uuid();
      const receipt = await ports.creditLedger.adjust({
        userId,
        reference,
        credits: input.credits,
        reason: input.reason,
        // On the ledger row, in its transaction: the activity log goes with the account.
        operatorId,
      });
      if (!receipt.ok) return receipt;
      await audit(userId, OPERATOR_ACTIONS.adjustment, operatorId, meta, {
        credits: input.credits,
        reason: input.reason,
        reference,
      });
      return ok({ balance: receipt.value.balance, entry: toLedgerView(receipt.value.entry) });
    },

    /**
     * Gives back a failed generation's debit through the ledger's own refund (key
     * `refund:<generationId>`): a generation already refunded, by its failure or by an earlier
     * call, is a conflict and nothing moves.
     */
    async refundGeneration(
      operatorId: string,
      userId: string,
      generationId: string,
      meta: RequestMeta,
    ): Promise<Result<{ balance: number }>> {
      const generation = await ports.generations.findById(userId, generationId);
      if (!generation) return domainErr('not_found', 'Generation not found');
      if (generation.status !== 'failed') {
        return domainErr('conflict', 'Only a failed generation can be refunded');
      }
      const receipt = await ports.creditLedger.refund({ userId, generationId });
      if (!receipt.ok) return domainErr('conflict', receipt.error.message);
      if (!receipt.value.applied)
        return domainErr('conflict', 'This generation was refunded already');
      await audit(userId, OPERATOR_ACTIONS.refund, operatorId, meta, {
        generationId,
        credits: receipt.value.entry.amount,
      });
      return ok({ balance: receipt.value.balance });
    },

    /** Asks the provider about the user's pending order now, as a webhook would. */
    async recheckPayment(
      operatorId: string,
      userId: string,
      orderId: string,
      meta: RequestMeta,
    ): Promise<Result<PaymentStatusView>> {
      const status = await ports.paymentStatus(userId, orderId, undefined, { fresh: true });
      if (!status.ok) return status;
      await audit(userId, OPERATOR_ACTIONS.paymentRecheck, operatorId, meta, {
        orderId,
        status: status.value.status,
      });
      return status;
    },

    /**
     * Failed payments, payments to refund (paid for a closed account) and failed generations of
     * the last day, across every account.
     */
    async recentFailures(): Promise<FailureView> {
      const since = new Date(ports.clock.now().getTime() - DAY_MS);
      const [payments, generations] = await Promise.all([
        ports.operator.failedPayments(since, OPERATOR_LIST_LIMIT),
        ports.operator.failedGenerations(since, OPERATOR_LIST_LIMIT),
      ]);
      return {
        payments: payments.map((tx: Transaction) => ({
          ...toTransactionView(tx),
          user_id: tx.userId,
          user_email: tx.userEmail,
          refund_due_at: tx.refundDueAt?.toISOString() ?? null,
        })),
        generations: generations.map((g) => ({ ...withError(g), user_id: g.userId })),
        since: since.toISOString(),
      };
    },
  };
}

export type OperatorUseCases = ReturnType<typeof createOperatorUseCases>;
