import type { QueryClient } from '@tanstack/react-query';
import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { resetCachesOnSessionChange } from '@/lib/auth/session-cache';

// The query library (its cache, observers and retryer, ~11 KB gzip) is needed only by the screens
// that fetch and by the signed-in parts of the shell: home, not-found and the legal pages start
// without it. Its client is created when the first of those asks for it, and the app's context
// then carries it (the page does not remount: the context's value changes, not the tree).

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The app's query client, created on the first call (the library's code loads with it). */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./react-query').then(({ createQueryClient }) => {
    const created = createQueryClient();
    // The server's render (which passes its own client) has no session to follow.
    if (typeof window !== 'undefined') resetCachesOnSessionChange(created);
    client = created;
    for (const listener of listeners) listener();
    return created;
  });
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};
const current = () => client;

/** The app's query client once created, else undefined. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * Provides the client once there is one; until then `useQueryClient` below it throws, so what
 * uses queries waits behind `WithQueryClient`. Mounts and unmounts it as the library's own
 * provider does (its focus and online listeners).
 */
export function QueryClientOnDemandProvider({
  client: given,
  children,
}: {
  client: QueryClient | undefined;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!given) return;
    given.mount();
    return () => given.unmount();
  }, [given]);
  return <QueryClientContext.Provider value={given}>{children}</QueryClientContext.Provider>;
}

/** Whether the app's context has a query client yet. */
export function useHasQueryClient(): boolean {
  return useContext(QueryClientContext) !== undefined;
}

/**
 * Draws `children` (which use queries) once the context has a client, `fallback` meanwhile, and
 * asks for the client when it is missing.
 */
export function WithQueryClient({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const ready = useHasQueryClient();
  useEffect(() => {
    if (!ready) void loadQueryClient();
  }, [ready]);
  return ready ? children : fallback;
}
