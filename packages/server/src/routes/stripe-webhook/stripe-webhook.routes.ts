import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponse,
  errorResponses,
  jsonContent,
  publicSecurity,
} from '../../lib/route-helpers';

export const STRIPE_WEBHOOK_PATH = '/payments/webhook/stripe';

/**
 * The body is deliberately not declared as a validated JSON body: the signature covers the raw
 * bytes, so the handler reads them untouched (a parsed and re-serialised body would not verify).
 */
export const stripeWebhook = createRoute({
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  operationId: 'receiveStripeWebhook',
  security: publicSecurity,
  tags: ['Payments'],
  summary: 'Stripe’s webhook (Checkout Session events)',
  description:
    'Verified with `Stripe-Signature` on the raw body (STRIPE_WEBHOOK_SECRET, Stripe’s default 5-minute tolerance); a changed body, another secret, a missing header or a stale timestamp answer 400 and change nothing. `checkout.session.completed`, `async_payment_succeeded`, `async_payment_failed` and `expired` make the server re-read the session from Stripe and reconcile the order exactly as `GET /api/payments/status` does: paid credits the order once (whatever the order and number of deliveries), a failed delayed payment marks it failed, an expired session expired. Other event types are acknowledged and ignored. 503 asks Stripe to retry (the session could not be re-read yet); a database failure answers 500, which Stripe retries too. 404 when Stripe is not configured.',
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true) }).openapi('StripeWebhookReceived'),
      'Processed (or not an event this server acts on)',
    ),
    ...errorResponses(400, 404, 413),
    503: errorResponse(503, 'Could not reconcile yet; Stripe retries', ['retry_later']),
  },
});

export type StripeWebhookRoute = typeof stripeWebhook;
