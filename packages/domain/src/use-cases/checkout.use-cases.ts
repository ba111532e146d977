import type { UiLanguage } from '../shared/languages';
import { DomainError, domainErr, isDomainError, ok, type Result } from '../shared/errors';
import { type Currency, formatAmount } from '../shared/money';
import { makeOrderId } from '../payments/order-id';
import { type Quote, toQuote } from '../payments/pricing';
import type { TransactionStatus } from '../shared/statuses';
import type { CheckoutInitiate } from '../validation/payment.schema';
import type { UseCasePorts, UseCaseSettings } from './deps';
import type { QuoteUseCases } from './quotes.use-cases';

export const PAYMENT_INITIATED_MESSAGE = 'Payment initiated successfully';

export interface CheckoutInitiated {
  readonly success: true;
  readonly orderId: string;
  readonly paymentUrl: string;
  readonly message: string;
}

/** The checkout screen that holds an order (where a cancelled or failed payment comes back to). */
export const checkoutPathFor = (orderId: string) =>
  `/checkout?orderId=${encodeURIComponent(orderId)}`;

/** One of the user's orders, as the checkout screen shows it to be paid again. */
export interface CheckoutOrderView {
  readonly orderId: string;
  readonly status: TransactionStatus;
  readonly credited: boolean;
  readonly credits: number;
  /** What the order asked for, 2-decimal string in `currency`. */
  readonly amount: string;
  readonly currency: Currency;
  readonly created_at: string;
  /**
   * The quote to pay these credits with again: the order's own while it is still valid, else
   * null (ask for a fresh quote of `credits` in `currency`). Always null once credited.
   */
  readonly quote: Quote | null;
}

/**
 * POST /api/checkout/initiate. The order is made from the stored quote alone (credits, amount in
 * the quote's currency): nothing the browser sends can change what is charged or credited.
 */
export function createCheckoutUseCases(
  ports: UseCasePorts,
  settings: UseCaseSettings,
  quotes: QuoteUseCases,
) {
  const base = settings.publicUrl.replace(/\/+$/, '');

  return {
    async initiate(
      userId: string,
      input: CheckoutInitiate,
      language?: UiLanguage | null,
    ): Promise<Result<CheckoutInitiated>> {
      const found = await quotes.findQuote(userId, input.quoteId);
      if (!found.ok) return found;
      const quote = found.value;
      const user = await ports.users.findById(userId);
      if (!user) return domainErr('unauthorized', 'Unauthorized');

      const orderId = makeOrderId(
        ports.clock.now(),
        ports.ids.uuid().replace(/-/g, '').slice(0, 20),
      );
      const email = input.billingInfo.email || user.email;
      await ports.transactions.create({
        orderId,
        userId,
        userEmail: email,
        credits: quote.credits,
        amountCents: quote.convertedCents,
        currency: quote.currency,
        status: 'pending',
        quoteId: quote.id,
      });

      let session: { paymentUrl: string; sessionId: string };
      try {
        session = await ports.paymentProvider.createCheckout({
          orderId,
          userId,
          email,
          credits: quote.credits,
          amountCents: quote.convertedCents,
          currency: quote.currency,
          description: `${quote.credits} credits`,
          successUrl: `${base}/checkout-success?orderId=${encodeURIComponent(orderId)}`,
          cancelUrl: `${base}${checkoutPathFor(orderId)}`,
          ...(language ? { language } : {}),
        });
      } catch (error) {
        // The order exists but this attempt can never be paid: say so in its status (the
        // checkout screen offers to pay its credits again).
        await ports.transactions.updateStatus(orderId, { status: 'failed' });
        if (isDomainError(error)) return { ok: false, error };
        return {
          ok: false,
          error: new DomainError('payment_failed', 'Payment initiation failed', {
            cause: String(error),
          }),
        };
      }
      await ports.transactions.attachCheckout(orderId, session);
      await ports.activityLog.record({
        userId,
        action: 'checkout_initiate',
        metadata: { orderId, credits: quote.credits, currency: quote.currency },
      });
      return ok({
        success: true,
        orderId,
        paymentUrl: session.paymentUrl,
        message: PAYMENT_INITIATED_MESSAGE,
      });
    },

    /**
     * GET /api/checkout/orders/{orderId}: the user's own order (another user's is not found),
     * with the quote to pay it again. Paying again makes a new order from that quote, so each
     * order still credits at most once.
     */
    async order(userId: string, orderId: string): Promise<Result<CheckoutOrderView>> {
      const order = await ports.transactions.findForUser(userId, orderId);
      if (!order) return domainErr('not_found', 'Order not found');
      const stored =
        !order.credited && order.quoteId ? await quotes.findQuote(userId, order.quoteId) : null;
      return ok({
        orderId: order.orderId,
        status: order.status,
        credited: order.credited,
        credits: order.credits,
        amount: formatAmount(order.amountCents),
        currency: order.currency,
        created_at: order.createdAt.toISOString(),
        quote: stored?.ok ? toQuote(stored.value.id, stored.value) : null,
      });
    },
  };
}

export type CheckoutUseCases = ReturnType<typeof createCheckoutUseCases>;
