import { useLocation } from 'react-router';

/** This page's path and query: where a sign-in started from here comes back to. */
export function useReturnHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
