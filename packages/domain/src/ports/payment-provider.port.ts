import type { UiLanguage } from '../shared/languages';
import type { Cents, Currency } from '../shared/money';
import type { TransactionStatus } from '../shared/statuses';

export interface CheckoutOrder {
  readonly orderId: string;
  readonly userId: string;
  readonly email: string;
  readonly credits: number;
  /** What the customer pays, in minor units of `currency`. */
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly description: string;
  /** Where the provider sends the customer back (with orderId and sessionId). */
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The site language the customer checked out in: the provider's page speaks it. */
  readonly language?: UiLanguage;
}

export interface CheckoutSession {
  readonly paymentUrl: string;
  readonly sessionId: string;
}

export interface ProviderPaymentStatus {
  readonly status: TransactionStatus;
  readonly amountCents?: Cents;
  readonly currency?: Currency;
}

export interface PaymentProvider {
  readonly id: 'demo' | 'stripe' | (string & {});
  createCheckout(order: CheckoutOrder): Promise<CheckoutSession>;
  /** Asks the provider; null when it cannot be asked (the demo provider) or knows nothing. */
  retrieveStatus(sessionId: string): Promise<ProviderPaymentStatus | null>;
  /**
   * Closes an open checkout session so it can no longer be paid (account deletion); a session
   * already paid or closed is no error. The demo provider has nothing to close (its page reads
   * the order's status).
   */
  expireCheckout(sessionId: string): Promise<void>;
}
