import type { Transaction } from '../shared/entities';
import { DomainError, type DomainErrorDetails, domainErr, ok, type Result } from '../shared/errors';
import { formatAmount, parseAmount } from '../shared/money';
import { demoPaymentTokenText } from '../ports/callback-signer.port';
import type { TransactionStatus } from '../shared/statuses';
import { type PaymentCallback, paymentCallbackSigningText } from '../validation/payment.schema';
import type { PaymentStatusView } from '../shared/views';
import type { UseCasePorts, UseCaseSettings } from './deps';

export const DEFAULT_CALLBACK_MAX_AGE_MS = 5 * 60 * 1000;
export const DEFAULT_CALLBACK_MAX_AHEAD_MS = 60 * 1000;
export const DEFAULT_RECONCILE_INTERVAL_MS = 3 * 1000;

/** What a callback did (the route answers `{ received: true }` for all of them). */
export type CallbackOutcome =
  | 'credited'
  | 'already_credited'
  | 'status_set'
  | 'kept_credited'
  /** Paid for a closed account: nothing credited, recorded for the operator to refund. */
  | 'refund_due'
  | 'ignored';

/** What the demo hosted-payment page may do with an order. */
export type DemoPaymentAction = 'pay' | 'decline' | 'cancel';

const ACTION_STATUS: Record<DemoPaymentAction, TransactionStatus> = {
  pay: 'completed',
  decline: 'failed',
  cancel: 'cancelled',
};

const rejected = (message: string, details?: DomainErrorDetails['validation_error']) =>
  domainErr('validation_error', message, details);

/** Thrown inside the unit of work to undo a status change on an order that is already credited. */
class AlreadyCredited extends Error {
  constructor(readonly order: Transaction) {
    super('already credited');
  }
}

/**
 * The payment callback, the payment status and the demo hosted page. A paid callback goes through
 * OrderCrediting, which credits once however often and however concurrently it arrives; an unpaid
 * status never touches an order that is already credited.
 */
export function createPaymentUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  const maxAgeMs = settings.callbackMaxAgeMs ?? DEFAULT_CALLBACK_MAX_AGE_MS;
  const maxAheadMs = settings.callbackMaxAheadMs ?? DEFAULT_CALLBACK_MAX_AHEAD_MS;
  const reconcileIntervalMs = settings.reconcileIntervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS;

  /**
   * Whether this status read may ask the provider: a browser polls every second or two, and
   * every poll of a pending order calling Stripe would spend the account's API rate on nothing
   * new. A webhook (`fresh`) always asks: it says something changed.
   */
  async function mayAskProvider(orderId: string, fresh: boolean): Promise<boolean> {
    if (fresh || !ports.reconcileLimiter) return true;
    const decision = await ports.reconcileLimiter.hit(
      `reconcile:${orderId}`,
      1,
      reconcileIntervalMs,
    );
    return decision.allowed;
  }

  /** failed / cancelled / expired: set unless the order is credited (then nothing changes). */
  async function setUnpaidStatus(
    orderId: string,
    status: TransactionStatus,
    processedAt: Date,
  ): Promise<CallbackOutcome> {
    try {
      await ports.unitOfWork.run(async (repos) => {
        // The UPDATE takes the row lock, so the flag read after it is the committed truth.
        const updated = await repos.transactions.updateStatus(orderId, {
          status,
          webhookProcessedAt: processedAt,
        });
        if (updated?.credited) throw new AlreadyCredited(updated);
      });
      return 'status_set';
    } catch (error) {
      if (error instanceof AlreadyCredited) return 'kept_credited';
      throw error;
    }
  }

  async function creditPaidOrder(
    orderId: string,
    status: 'completed' | 'success',
  ): Promise<Result<CallbackOutcome>> {
    const result = await ports.orderCrediting.creditOrder(orderId, {
      status,
      processedAt: ports.clock.now(),
    });
    if (result.outcome === 'not_found') return rejected('Unknown order');
    if (result.outcome === 'already_credited') return ok('already_credited');
    if (result.outcome === 'refund_due') return ok('refund_due');
    const { transaction, balance } = result;
    if (transaction.userId) {
      await ports.activityLog.record({
        userId: transaction.userId,
        action: 'topup_credited',
        metadata: { orderId, credits: transaction.credits },
      });
      await ports.events
        ?.publish({
          type: 'payment.credited',
          userId: transaction.userId,
          orderId,
          credits: transaction.credits,
          balance,
        })
        .catch(() => undefined);
    }
    return ok('credited');
  }

  /** POST /api/payments/callback (SPEC §5, DESIGN.md's signature). */
  async function handleCallback(
    callback: PaymentCallback,
  ): Promise<Result<{ received: true; outcome: CallbackOutcome }>> {
    const signature = callback.signature?.trim() ?? '';
    if (
      !signature ||
      !ports.callbackSigner.verify(paymentCallbackSigningText(callback), signature)
    ) {
      return domainErr('invalid_signature', 'Invalid or missing signature');
    }

    const seconds = Number(callback.timestamp);
    if (callback.timestamp === undefined || !Number.isInteger(seconds)) {
      return rejected('Missing or malformed timestamp');
    }
    const now = ports.clock.now();
    const ageMs = now.getTime() - seconds * 1000;
    if (ageMs > maxAgeMs) return rejected('Callback timestamp is too old');
    if (-ageMs > maxAheadMs) return rejected('Callback timestamp is in the future');

    const order = await ports.transactions.findByOrderId(callback.orderId);
    if (!order) return rejected('Unknown order');
    const amount = callback.amount === undefined ? null : parseAmount(String(callback.amount));
    if (!amount?.ok || amount.value !== order.amountCents) {
      return rejected('Amount does not match the order', {
        expected: formatAmount(order.amountCents),
      });
    }
    if ((callback.currencyCode ?? '').toUpperCase() !== order.currency) {
      return rejected('Currency does not match the order', { expected: order.currency });
    }

    let outcome: CallbackOutcome;
    switch (callback.status) {
      case 'completed':
      case 'success': {
        const credited = await creditPaidOrder(order.orderId, callback.status);
        if (!credited.ok) return credited;
        outcome = credited.value;
        break;
      }
      case 'failed':
      case 'cancelled':
      case 'expired':
        outcome = order.credited
          ? 'kept_credited'
          : await setUnpaidStatus(order.orderId, callback.status, now);
        break;
      default:
        // 'pending' tells nothing new.
        outcome = 'ignored';
    }
    return ok({ received: true, outcome });
  }

  /** The order behind a demo payment link, if the link's token is right. */
  async function demoOrder(orderId: string, token: string): Promise<Result<Transaction>> {
    if (!token || !ports.demoPageSigner.verify(demoPaymentTokenText(orderId), token)) {
      return domainErr('not_found', 'Order not found');
    }
    const order = await ports.transactions.findByOrderId(orderId);
    return order ? ok(order) : domainErr('not_found', 'Order not found');
  }

  return {
    handleCallback,
    demoOrder,

    /**
     * The demo page's Pay / Decline / Cancel: builds the gateway's signed callback server-side
     * and runs it through handleCallback, so the demo completes orders exactly like a gateway.
     */
    async completeDemoPayment(
      orderId: string,
      token: string,
      action: DemoPaymentAction,
    ): Promise<Result<Transaction>> {
      const found = await demoOrder(orderId, token);
      if (!found.ok) return found;
      const order = found.value;
      if (order.credited) {
        // Paid already (a second click): nothing to do, the caller shows success.
        return ok(order);
      }
      if (action === 'pay' && (order.status === 'cancelled' || order.status === 'expired')) {
        return domainErr('conflict', 'This order is closed; start a new checkout');
      }
      const callback: PaymentCallback = {
        orderId: order.orderId,
        status: ACTION_STATUS[action],
        amount: formatAmount(order.amountCents),
        currencyCode: order.currency,
        timestamp: Math.floor(ports.clock.now().getTime() / 1000),
      };
      const signed = {
        ...callback,
        signature: ports.callbackSigner.sign(paymentCallbackSigningText(callback)),
      };
      const handled = await handleCallback(signed);
      if (!handled.ok) return handled;
      const fresh = await ports.transactions.findByOrderId(order.orderId);
      return fresh ? ok(fresh) : domainErr('not_found', 'Order not found');
    },

    /**
     * GET /api/payments/status: the owner's order only, by its id (and then the session id must
     * be its own) or, as a provider's return URL may carry nothing else, by the session id alone.
     * A pending order is reconciled with the provider at most every reconcileIntervalMs, unless
     * `fresh` (the provider's webhook) asks for it now.
     */
    async status(
      userId: string,
      orderId: string | undefined,
      sessionId?: string,
      options: { fresh?: boolean } = {},
    ): Promise<Result<PaymentStatusView>> {
      let order = orderId
        ? await ports.transactions.findForUser(userId, orderId)
        : sessionId
          ? await ports.transactions.findForUserBySessionId(userId, sessionId)
          : null;
      if (!order || (sessionId && order.sessionId && sessionId !== order.sessionId)) {
        return domainErr('not_found', 'Order not found');
      }
      // A webhook (`fresh`) also re-reads a closed order: a session paid after the order was
      // expired (its account deleted meanwhile) must be recorded, not dropped.
      if (
        !order.credited &&
        order.sessionId &&
        !order.refundDueAt &&
        (order.status === 'pending' || options.fresh) &&
        (await mayAskProvider(order.orderId, options.fresh ?? false))
      ) {
        order = await reconcile(order);
      }
      return ok({
        orderId: order.orderId,
        status: order.status,
        credited: order.credited,
        credits: order.credits,
        credits_balance: await ports.creditLedger.balance(userId),
      });
    },
  };

  /** Asks the provider (when it can be asked) about a pending order; a paid answer credits it. */
  async function reconcile(order: Transaction): Promise<Transaction> {
    if (!order.sessionId) return order;
    const remote = await ports.paymentProvider.retrieveStatus(order.sessionId).catch(() => null);
    if (!remote || remote.status === 'pending') return order;
    const paid = remote.status === 'completed' || remote.status === 'success';
    // A closed order moves only when money moved.
    if (order.status !== 'pending' && !paid) return order;
    if (remote.amountCents !== undefined && remote.amountCents !== order.amountCents) return order;
    if (remote.currency !== undefined && remote.currency !== order.currency) return order;
    if (remote.status === 'completed' || remote.status === 'success') {
      const credited = await creditPaidOrder(order.orderId, remote.status);
      if (!credited.ok) throw new DomainError('payment_failed', credited.error.message);
    } else {
      await setUnpaidStatus(order.orderId, remote.status, ports.clock.now());
    }
    return (await ports.transactions.findByOrderId(order.orderId)) ?? order;
  }
}

export type PaymentUseCases = ReturnType<typeof createPaymentUseCases>;
