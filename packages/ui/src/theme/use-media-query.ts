import { useSyncExternalStore } from 'react';
import { media } from './tokens';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True from the 768 px breakpoint up (SPEC §9). */
export function useIsDesktop(): boolean {
  return useMediaQuery(media.md);
}
