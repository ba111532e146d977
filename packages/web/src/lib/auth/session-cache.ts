import type { QueryClient } from '@tanstack/react-query';
import { getToken, subscribeToToken } from './token';

/**
 * Every query the app caches belongs to the session that fetched it (profile, balance,
 * transactions, gallery…), so a change of token — sign-in, sign-up, sign-out, a 401 that drops
 * it, another tab — resets them all: no screen shows the previous account's data, even for a
 * moment. Reset (not remove) so mounted screens drop their data at once and refetch as the new
 * session. Runs in the token event's own dispatch, before React renders with the new token.
 * Returns the unsubscribe.
 */
export function resetCachesOnSessionChange(queryClient: QueryClient): () => void {
  let current = getToken();
  return subscribeToToken(() => {
    const next = getToken();
    if (next === current) return;
    current = next;
    void queryClient.resetQueries();
  });
}
