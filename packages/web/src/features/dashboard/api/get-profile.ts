import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@lumen/client';

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: async () => (await api.GET('/api/profile')).data!,
  });

export type Profile = components['schemas']['Profile'];

export const useProfile = () => useQuery(profileQueryOptions());
