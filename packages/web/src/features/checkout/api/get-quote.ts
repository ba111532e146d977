import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '@/lib/currency';
import { api } from '@/lib/api/client';
import { isHttpError } from '@lumen/client';

/** What checkout pays for: a stored quote if there is one, and the top-up it priced. */
export interface PayableTopup {
  readonly quoteId?: string;
  readonly credits: number;
  readonly currency: Currency;
}

/**
 * The quote checkout pays with: the stored one (GET /api/currency/quote/{id}) while it is valid,
 * else a fresh quote for the same credits and currency (POST /api/currency/quote), flagged
 * `renewed` so the screen can say the earlier price lapsed.
 */
export const payableQuoteQueryOptions = (topup: PayableTopup | undefined) =>
  queryOptions({
    queryKey: ['quote', 'payable', topup?.quoteId, topup?.credits, topup?.currency],
    queryFn: async () => {
      const { quoteId, credits, currency } = topup!;
      if (quoteId) {
        try {
          const { data } = await api.GET('/api/currency/quote/{id}', {
            params: { path: { id: quoteId } },
          });
          return { quote: data!.quote, renewed: false };
        } catch (error) {
          if (!isHttpError(error, 404)) throw error;
        }
      }
      const { data } = await api.POST('/api/currency/quote', { body: { credits, currency } });
      return { quote: data!.quote, renewed: true };
    },
    enabled: Boolean(topup),
  });
