/** A provider's webhook event, verified: which checkout session (and order) it is about. */
export type PaymentWebhookEvent =
  | {
      readonly kind: 'session';
      readonly id: string;
      /** The provider's event type (Stripe: 'checkout.session.completed', …). */
      readonly type: string;
      readonly sessionId: string;
      /** From the event's own copy of the session: which order to reconcile. */
      readonly orderId: string | null;
      readonly userId: string | null;
      /** What the event says (used only to tell whether a reconcile should have moved the order). */
      readonly claimedPaid: boolean;
    }
  | { readonly kind: 'ignored'; readonly id: string; readonly type: string };

/** Checks a provider's webhook call (Stripe's `Stripe-Signature`) on its exact bytes. */
export interface PaymentWebhookVerifier {
  /** Throws (the adapter's signature error) unless the signature verifies on these bytes. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentWebhookEvent;
}
