import { useState } from 'react';

/** SPEC §2: lists start with `pageSize` rows; Load More adds as many again. */
export function useLoadMore<T>(items: readonly T[], pageSize: number, resetKey?: unknown) {
  const [state, setState] = useState({ count: pageSize, key: resetKey });
  // A filter change starts over from the first page.
  const count = state.key === resetKey ? state.count : pageSize;
  if (state.key !== resetKey) setState({ count: pageSize, key: resetKey });
  const visible = items.slice(0, count);
  return {
    visible,
    remaining: Math.max(0, items.length - visible.length),
    loadMore: () => setState({ count: count + pageSize, key: resetKey }),
  };
}
