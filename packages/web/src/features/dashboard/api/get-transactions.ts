import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const transactionsQueryKey = ['transactions'] as const;

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: transactionsQueryKey,
    queryFn: async () => (await api.GET('/api/transactions')).data!.transactions,
  });

export const useTransactions = () => useQuery(transactionsQueryOptions());
