import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const accountStatsQueryKey = ['account-stats'] as const;

/**
 * The dashboard's figures, counted by the server over every row. Read afresh each time a
 * screen showing them mounts: generations and top-ups made elsewhere change them.
 */
export const accountStatsQueryOptions = () =>
  queryOptions({
    queryKey: accountStatsQueryKey,
    queryFn: async () => (await api.GET('/api/account/stats')).data!,
    refetchOnMount: 'always',
  });

export const useAccountStats = () => useQuery(accountStatsQueryOptions());

export type AccountStats = NonNullable<ReturnType<typeof useAccountStats>['data']>;
