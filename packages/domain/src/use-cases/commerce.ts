import { type CheckoutUseCases, createCheckoutUseCases } from './checkout';
import type { CommercePorts, CommerceSettings } from './commerce.ports';
import { createGenerationUseCases, type GenerationUseCases } from './generation';
import { createPaymentUseCases, type PaymentUseCases } from './payments';
import { createQuoteUseCases, type QuoteUseCases } from './quotes';

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
