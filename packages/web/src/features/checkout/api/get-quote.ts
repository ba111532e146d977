import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** GET /api/currency/quote/{id}: the stored quote is the order checkout pays for. */
export const storedQuoteQueryOptions = (quoteId: string | undefined) =>
  queryOptions({
    queryKey: ['quote', 'stored', quoteId],
    queryFn: async () =>
      (await api.GET('/api/currency/quote/{id}', { params: { path: { id: quoteId! } } })).data!
        .quote,
    enabled: Boolean(quoteId),
  });

export const useStoredQuote = (quoteId: string | undefined) =>
  useQuery(storedQuoteQueryOptions(quoteId));
