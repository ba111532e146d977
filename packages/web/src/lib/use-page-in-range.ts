import { useEffect } from 'react';

/**
 * A paged list whose page no longer exists (its last item was deleted, here or in another tab)
 * moves to the last page there is, so it never sits empty with its pager hidden. The server's
 * `totalPages` decides. Returns true while the page shown is past the end: the list shows as
 * loading until the right page arrives, rather than as empty.
 */
export function usePageInRange(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
): boolean {
  const last = Math.max(1, totalPages ?? 1);
  const pastTheEnd = totalPages !== undefined && page > last;
  useEffect(() => {
    if (pastTheEnd) setPage(last);
  }, [pastTheEnd, last, setPage]);
  return pastTheEnd;
}
