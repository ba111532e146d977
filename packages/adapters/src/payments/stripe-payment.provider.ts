import {
  type CheckoutOrder,
  type CheckoutSession,
  DomainError,
  isCurrency,
  type PaymentProvider,
  type PaymentWebhookVerifier,
  type ProviderPaymentStatus,
} from '@lumen/domain';
import Stripe from 'stripe';

export interface StripePaymentProviderOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /**
   * Where the Stripe API lives: unset for api.stripe.com; `http://127.0.0.1:12111` for a local
   * fake or stripe-mock (stripe-node's `host`, `port` and `protocol`).
   */
  readonly apiBase?: string;
  /** Per-request timeout (stripe-node's default is 80 s). */
  readonly timeoutMs?: number;
  /** stripe-node's automatic retries of network errors and 409/5xx (idempotency keys make them safe). */
  readonly maxNetworkRetries?: number;
}

/** The Checkout Session events the webhook acts on. */
export const STRIPE_SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type StripeSessionEventType = (typeof STRIPE_SESSION_EVENTS)[number];

/** A verified webhook, reduced to what routing it needs. The status is never taken from it. */
export type StripeWebhookEvent =
  | {
      readonly kind: 'session';
      readonly id: string;
      readonly type: StripeSessionEventType;
      readonly sessionId: string;
      /** From the event's own copy of the session: which order to reconcile. */
      readonly orderId: string | null;
      readonly userId: string | null;
      /** What the event says (used only to tell whether a reconcile should have moved the order). */
      readonly claimedPaid: boolean;
    }
  | { readonly kind: 'ignored'; readonly id: string; readonly type: string };

/** The webhook's signature did not verify (changed body, wrong secret, missing header, stale). */
export class StripeSignatureError extends Error {
  override readonly name = 'StripeSignatureError';
}

const isSessionEvent = (type: string): type is StripeSessionEventType =>
  (STRIPE_SESSION_EVENTS as readonly string[]).includes(type);

/** Stripe's `{CHECKOUT_SESSION_ID}` template, added to the success URL the use case gives. */
export function withSessionIdTemplate(successUrl: string): string {
  if (successUrl.includes('{CHECKOUT_SESSION_ID}')) return successUrl;
  const separator = successUrl.includes('?') ? '&' : '?';
  return `${successUrl}${separator}sessionId={CHECKOUT_SESSION_ID}`;
}

/** What a Checkout Session says about the money, in the order's terms. */
export function sessionPaymentStatus(session: Stripe.Checkout.Session): ProviderPaymentStatus {
  const currency = session.currency?.toUpperCase();
  const money = {
    ...(typeof session.amount_total === 'number' ? { amountCents: session.amount_total } : {}),
    ...(currency && isCurrency(currency) ? { currency } : {}),
  };
  if (session.status === 'expired') return { status: 'expired', ...money };
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return session.status === 'complete'
      ? { status: 'completed', ...money }
      : { status: 'pending', ...money };
  }
  // Complete but unpaid: a delayed method still processing, or one that failed (its
  // PaymentIntent went back to requires_payment_method, or was canceled).
  const intent = session.payment_intent;
  if (
    session.status === 'complete' &&
    intent &&
    typeof intent === 'object' &&
    (intent.status === 'requires_payment_method' || intent.status === 'canceled')
  ) {
    return { status: 'failed', ...money };
  }
  return { status: 'pending', ...money };
}

function clientConfig(options: StripePaymentProviderOptions): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    telemetry: false,
    appInfo: { name: 'lumen-studio' },
  };
  if (options.apiBase) {
    const base = new URL(options.apiBase);
    config.host = base.hostname;
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
    config.port = base.port || (base.protocol === 'http:' ? 80 : 443);
  }
  return config;
}

/**
 * Stripe Checkout behind the PaymentProvider port. createCheckout makes a Checkout Session
 * (mode payment, one line item "N credits" priced in the order's currency, the order and user in
 * metadata and client_reference_id, an idempotency key per order); retrieveStatus re-reads the
 * session (with its PaymentIntent, to tell a failed delayed payment from one still processing);
 * verifyWebhook checks `Stripe-Signature` on the raw body with Stripe's default tolerance.
 */
export class StripePaymentProvider implements PaymentProvider, PaymentWebhookVerifier {
  readonly id = 'stripe';
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripePaymentProviderOptions) {
    if (!options.secretKey) throw new Error('StripePaymentProvider: secretKey is required');
    if (!options.webhookSecret) throw new Error('StripePaymentProvider: webhookSecret is required');
    this.#stripe = new Stripe(options.secretKey, clientConfig(options));
    this.#webhookSecret = options.webhookSecret;
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutSession> {
    const metadata = { orderId: order.orderId, userId: order.userId };
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amountCents,
              product_data: { name: `${order.credits} credits` },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: order.orderId,
        ...(order.email ? { customer_email: order.email } : {}),
        success_url: withSessionIdTemplate(order.successUrl),
        cancel_url: order.cancelUrl,
        ...(order.language ? { locale: order.language } : {}),
      },
      { idempotencyKey: `lumen-checkout-${order.orderId}` },
    );
    if (!session.url) {
      throw new DomainError('payment_failed', 'Payment initiation failed', {
        cause: 'Stripe returned a session without a URL',
      });
    }
    return { paymentUrl: session.url, sessionId: session.id };
  }

  /** Asks Stripe; rejects when Stripe cannot be reached (the caller decides what that means). */
  async retrieveStatus(sessionId: string): Promise<ProviderPaymentStatus | null> {
    const session = await this.retrieveSession(sessionId);
    return sessionPaymentStatus(session);
  }

  /**
   * Expires an open Checkout Session (account deletion): it can no longer be paid. Stripe
   * refuses a session that is not open (paid, or expired already) with a 400, which is no error
   * here: a payment that went through meanwhile comes by webhook and is recorded to refund.
   */
  async expireCheckout(sessionId: string): Promise<void> {
    try {
      await this.#stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    return this.#stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  }

  /** `constructEvent` on the raw body, default tolerance (300 s). Throws StripeSignatureError. */
  verifyWebhook(rawBody: string | Uint8Array, signature: string | undefined): StripeWebhookEvent {
    if (!signature) throw new StripeSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (error) {
      throw new StripeSignatureError(
        error instanceof Error ? error.message : 'Invalid Stripe signature',
      );
    }
    if (!isSessionEvent(event.type)) return { kind: 'ignored', id: event.id, type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      kind: 'session',
      id: event.id,
      type: event.type,
      sessionId: session.id,
      orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
      userId: session.metadata?.userId ?? null,
      claimedPaid: session.payment_status === 'paid',
    };
  }
}
