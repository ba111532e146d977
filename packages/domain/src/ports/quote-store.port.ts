import type { PriceBreakdown } from '../payments/pricing';

export interface StoredQuote extends PriceBreakdown {
  readonly id: string;
  /** Who asked for it, when the request was signed in. */
  readonly userId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Quotes live for QUOTE_TTL_MS; get answers null once expired or unknown. */
export interface QuoteStore {
  put(quote: StoredQuote, ttlMs: number): Promise<void>;
  get(quoteId: string): Promise<StoredQuote | null>;
}
