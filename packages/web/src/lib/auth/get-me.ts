import { AUTH_ME_STALE_TIME_MS } from '@lumen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { meQueryKey } from './me-query-key';
import { useAuthToken } from './token';

export { meQueryKey };

export async function getMe() {
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
