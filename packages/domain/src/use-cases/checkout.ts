import { DomainError, domainErr, isDomainError, ok, type Result } from '../errors';
import { makeOrderId } from '../order-id';
import type { CheckoutInitiate } from '../validation/payment.schema';
import type { CommercePorts, CommerceSettings } from './commerce.ports';
import type { QuoteUseCases } from './quotes';

export const PAYMENT_INITIATED_MESSAGE = 'Payment initiated successfully';

export interface CheckoutInitiated {
  readonly success: true;
  readonly orderId: string;
  readonly paymentUrl: string;
  readonly message: string;
}

/**
 * POST /api/checkout/initiate. The order is made from the stored quote alone (credits, amount in
 * the quote's currency): nothing the browser sends can change what is charged or credited.
 */
export function createCheckoutUseCases(
  ports: CommercePorts,
  settings: CommerceSettings,
  quotes: QuoteUseCases,
) {
  const base = settings.publicUrl.replace(/\/+$/, '');

  return {
    async initiate(userId: string, input: CheckoutInitiate): Promise<Result<CheckoutInitiated>> {
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
          cancelUrl: `${base}/checkout`,
        });
      } catch (error) {
        // The order exists but can never be paid: say so in its status.
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
  };
}

export type CheckoutUseCases = ReturnType<typeof createCheckoutUseCases>;
