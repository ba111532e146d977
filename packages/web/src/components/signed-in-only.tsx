import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { PageLoading } from './page-loading';

/**
 * A screen that needs the signed-in user: the token lives in the browser's storage, so the
 * server's page (and the hydration of it) shows the loading skeleton in the screen's place, and
 * the screen mounts as soon as the page is live.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoading />;
}
