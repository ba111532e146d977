import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api/client';

export const publicConfigQueryKey = ['public-config'] as const;

/** GET /api/config: the trial as this server is configured (credits granted, days they last). */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: async () => (await api.GET('/api/config')).data!,
  });

/** The public pages' promises (hero, FAQ, sign-up) say these numbers, never fixed ones. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
