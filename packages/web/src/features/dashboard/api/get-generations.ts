import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const generationsQueryKey = ['generations'] as const;

export const generationsQueryOptions = () =>
  queryOptions({
    queryKey: generationsQueryKey,
    queryFn: async () => (await api.GET('/api/generations')).data!.generations,
  });

export const useGenerations = () => useQuery(generationsQueryOptions());

export type Generation = NonNullable<ReturnType<typeof useGenerations>['data']>[number];
