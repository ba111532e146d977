import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/** SPEC §7: no retries, never stale, no refetch on window focus (auth-me overrides the last two). */
export const queryConfig = {
  queries: {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
