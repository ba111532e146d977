import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server draws the page and while the browser hydrates that markup, true from
 * then on (and at once for anything mounted later, such as the screen of a client navigation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
