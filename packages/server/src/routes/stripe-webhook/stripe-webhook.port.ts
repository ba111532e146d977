import type { StripeWebhookEvent } from '@lumen/adapters';

/** What the webhook needs from the Stripe adapter (the composition root passes the provider). */
export interface StripeWebhookVerifier {
  /** Throws StripeSignatureError unless `Stripe-Signature` verifies on these exact bytes. */
  verifyWebhook(rawBody: string, signature: string | undefined): StripeWebhookEvent;
}
