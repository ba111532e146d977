import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A screen that needs the signed-in user: the token lives in the browser's storage, so the
 * server's page (and the hydration of it) shows the screen's skeleton in its place, and the
 * screen mounts as soon as the page is live.
 */
export function SignedInOnly({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  return useHydrated() ? children : skeleton;
}
