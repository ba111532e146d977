import { randomBytes } from 'node:crypto';
import {
  type CallbackSigner,
  type CheckoutOrder,
  type CheckoutSession,
  demoPaymentTokenText,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from '@lumen/domain';

/** Where the server serves the demo hosted-payment page. */
export const DEMO_PAYMENT_PATH = '/pay/demo';

/**
 * The embedded payment provider: no outside service. Its "hosted page" is served by this server
 * at `/pay/demo/<orderId>?token=…`; the token is an HMAC of the order id, so only the holder of
 * the link can pay or cancel. Paying there sends the same signed callback a gateway would.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly id = 'demo';
  readonly #publicUrl: string;
  readonly #signer: CallbackSigner;

  constructor(options: { publicUrl: string; signer: CallbackSigner }) {
    this.#publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.#signer = options.signer;
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutSession> {
    const sessionId = `demo_${randomBytes(16).toString('hex')}`;
    const token = this.pageToken(order.orderId);
    const query = new URLSearchParams({
      token,
      ...(order.language ? { lang: order.language } : {}),
    });
    return {
      sessionId,
      paymentUrl: `${this.#publicUrl}${DEMO_PAYMENT_PATH}/${encodeURIComponent(order.orderId)}?${query}`,
    };
  }

  /** The demo provider keeps no state of its own: the database is the truth. */
  async retrieveStatus(): Promise<ProviderPaymentStatus | null> {
    return null;
  }

  /** The demo page refuses an expired order by itself: nothing to close here. */
  async expireCheckout(): Promise<void> {}

  pageToken(orderId: string): string {
    return this.#signer.sign(demoPaymentTokenText(orderId));
  }
}
