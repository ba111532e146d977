import { SCROLL_TO_TOP_DELAY_MS } from '@/config/screen';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: every route change scrolls smoothly to the top after 100 ms. */
export function useScrollToTopOnRouteChange(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
