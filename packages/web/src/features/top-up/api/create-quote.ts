import { MAX_TOPUP_CREDITS, MIN_TOPUP_CREDITS } from '@lumen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Currency } from '@/lib/currency';

export const isQuotableCredits = (credits: number | null | undefined): credits is number =>
  typeof credits === 'number' &&
  Number.isInteger(credits) &&
  credits >= MIN_TOPUP_CREDITS &&
  credits <= MAX_TOPUP_CREDITS;

/** POST /api/currency/quote; asked only for 1 to 10000 credits (SPEC §7). */
export const quoteQueryOptions = (credits: number | null, currency: Currency) =>
  queryOptions({
    queryKey: ['quote', credits, currency],
    queryFn: async () =>
      (await api.POST('/api/currency/quote', { body: { credits: credits!, currency } })).data!
        .quote,
    enabled: isQuotableCredits(credits),
    placeholderData: keepPreviousData,
  });

export const useQuote = (credits: number | null, currency: Currency) =>
  useQuery(quoteQueryOptions(credits, currency));
