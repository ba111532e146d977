import { AUTH_ME_STALE_TIME_MS } from '@/config/screen';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { meQueryKey } from './me-query-key';
import { useAuthToken } from './token';

export { meQueryKey };

/**
 * The API client loads with the first call, not with the page: a signed-out visitor of a page
 * that only reads the public configuration never downloads it.
 */
export async function getMe() {
  const { api } = await import('@/lib/api/client');
  const { data } = await api.GET('/api/auth/me');
  return data!.user;
}

/** SPEC §7: runs only with a token, no retry, fresh for 2 minutes, refetched on window focus. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: getMe,
    enabled: Boolean(token),
    retry: false,
    staleTime: AUTH_ME_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

export type Me = Awaited<ReturnType<typeof getMe>>;

/** The signed-in user (username, credits_balance), or nothing while signed out. */
export function useMe() {
  const token = useAuthToken();
  return useQuery(meQueryOptions(token));
}

/**
 * The credits balance, from the one cache entry every screen reads (auth-me): the header badge,
 * the mobile sidebar, the dashboard and its previews, the generators' cost cards. Undefined while
 * signed out or loading.
 */
export function useBalance(): { balance: number | undefined; isPending: boolean } {
  const me = useMe();
  return { balance: me.data?.credits_balance, isPending: me.isPending };
}

/**
 * After anything that moves credits (a generation, its refund, a payment): the server's own
 * figure, when the answer carries one, is shown at once, then the entry is fetched again.
 */
export async function refreshBalance(queryClient: QueryClient, remaining?: number): Promise<void> {
  if (remaining !== undefined) {
    queryClient.setQueriesData<Me>({ queryKey: meQueryKey }, (me) =>
      me ? { ...me, credits_balance: remaining } : me,
    );
  }
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
}
