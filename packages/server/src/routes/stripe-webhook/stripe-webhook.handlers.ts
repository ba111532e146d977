import { StripeSignatureError } from '@lumen/adapters';
import type { PaymentWebhookEvent } from '@lumen/domain';
import { ApiError } from '../../lib/http-errors';
import type { AppRouteHandler } from '../../lib/types';
import type { StripeWebhookRoute } from './stripe-webhook.routes';

/** Did Stripe say money moved (or the session ended), so that the order should have moved too? */
function expectsChange(event: Extract<PaymentWebhookEvent, { kind: 'session' }>): boolean {
  return event.type !== 'checkout.session.completed' || event.claimedPaid;
}

/**
 * POST /api/payments/webhook/stripe. The event only says which order to look at: the status
 * comes from re-reading the session from Stripe, through the same reconcile as the status poll
 * (payments.status), so the webhook, a late webhook and a poll credit the order exactly once
 * between them (the ledger's creditOrder), in any order.
 */
export const stripeWebhook: AppRouteHandler<StripeWebhookRoute> = async (c) => {
  const stripe = c.var.deps.stripeWebhook;
  if (!stripe) throw new ApiError(404, 'not_found', 'Stripe payments are not configured');

  const raw = await c.req.text();
  let event: PaymentWebhookEvent;
  try {
    event = stripe.verifyWebhook(raw, c.req.header('stripe-signature'));
  } catch (error) {
    if (error instanceof StripeSignatureError) {
      throw new ApiError(400, 'invalid_signature', 'Invalid Stripe signature');
    }
    throw error;
  }
  if (event.kind === 'ignored' || !event.orderId || !event.userId) {
    return c.json({ received: true as const }, 200);
  }

  // The event says the session changed: re-read it now, whatever the polls' spacing.
  const result = await c.var.deps.commerce.payments.status(
    event.userId,
    event.orderId,
    event.sessionId,
    { fresh: true },
  );
  if (!result.ok) {
    // Not an order of this server (another environment on the same Stripe account).
    if (result.error.code === 'not_found') return c.json({ received: true as const }, 200);
    throw result.error;
  }
  if (expectsChange(event) && result.value.status === 'pending') {
    // Stripe could not be re-read, or the checkout has not stored its session yet: retry later.
    return c.json(
      { error: 'retry_later' as const, message: 'The payment could not be reconciled yet' },
      503,
    );
  }
  return c.json({ received: true as const }, 200);
};
