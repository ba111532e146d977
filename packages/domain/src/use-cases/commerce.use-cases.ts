import { type CheckoutUseCases, createCheckoutUseCases } from './checkout.use-cases';
import type { CommercePorts, CommerceSettings } from './deps';
import { createGenerationUseCases, type GenerationUseCases } from './generation.use-cases';
import { createPaymentUseCases, type PaymentUseCases } from './payments.use-cases';
import { createQuoteUseCases, type QuoteUseCases } from './quotes.use-cases';

/** The money path and generation: what the quote, checkout, payment and generate routes call. */
export interface CommerceUseCases {
  readonly quotes: QuoteUseCases;
  readonly checkout: CheckoutUseCases;
  readonly payments: PaymentUseCases;
  readonly generation: GenerationUseCases;
}

export function createCommerceUseCases(
  ports: CommercePorts,
  settings: CommerceSettings,
): CommerceUseCases {
  const quotes = createQuoteUseCases(ports, settings);
  return {
    quotes,
    checkout: createCheckoutUseCases(ports, settings, quotes),
    payments: createPaymentUseCases(ports, settings),
    generation: createGenerationUseCases(ports),
  };
}
