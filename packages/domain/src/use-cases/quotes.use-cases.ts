import { QUOTE_TTL_MS } from '../shared/constants';
import { domainErr, ok, type Result } from '../shared/errors';
import { priceCredits, type Quote, toQuote } from '../payments/pricing';
import type { StoredQuote } from '../ports/quote-store.port';
import type { QuoteRequest } from '../validation/payment.schema';
import type { UseCasePorts, UseCaseSettings } from './deps';

const QUOTE_NOT_FOUND = 'Quote not found or expired';

/**
 * Quotes: priced by the domain, stored for QUOTE_TTL_MS and bound to the user who asked. A quote
 * is the only price input checkout trusts.
 */
export function createQuoteUseCases(ports: UseCasePorts, settings: UseCaseSettings) {
  /** The user's live quote, or not_found (unknown, expired, or someone else's: all alike). */
  async function findQuote(userId: string, quoteId: string): Promise<Result<StoredQuote>> {
    const stored = await ports.quoteStore.get(quoteId);
    if (!stored || stored.userId !== userId || stored.expiresAt <= ports.clock.now()) {
      return domainErr('not_found', QUOTE_NOT_FOUND);
    }
    return ok(stored);
  }

  return {
    findQuote,

    /** POST /api/currency/quote. */
    async create(userId: string, input: QuoteRequest): Promise<Result<{ quote: Quote }>> {
      const price = priceCredits({
        credits: input.credits,
        currency: input.currency,
        rates: await ports.fxRates.rates(),
        ...(settings.creditPriceEurCents
          ? { unitPriceEurCents: settings.creditPriceEurCents }
          : {}),
      });
      if (!price.ok) return price;
      const now = ports.clock.now();
      const stored: StoredQuote = {
        ...price.value,
        id: ports.ids.uuid(),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
      };
      await ports.quoteStore.put(stored, QUOTE_TTL_MS);
      return ok({ quote: toQuote(stored.id, stored) });
    },

    /** GET /api/currency/quote/{id}. */
    async get(userId: string, quoteId: string): Promise<Result<{ quote: Quote }>> {
      const found = await findQuote(userId, quoteId);
      return found.ok ? ok({ quote: toQuote(found.value.id, found.value) }) : found;
    },
  };
}

export type QuoteUseCases = ReturnType<typeof createQuoteUseCases>;
