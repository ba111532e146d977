import { useCallback, useEffect, useReducer, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A library screen's filters: each a value or `undefined` for "All". */
export type LibraryFilterValues = Record<string, string | undefined>;

interface State<F extends LibraryFilterValues> {
  page: number;
  filters: F;
  /** What is typed; `search` follows it once typing pauses. */
  searchInput: string;
  search: string;
}

type Action<F extends LibraryFilterValues> =
  | { type: 'filter'; key: keyof F; value: F[keyof F] }
  | { type: 'type'; value: string }
  | { type: 'search'; value: string }
  | { type: 'page'; page: number }
  | { type: 'clear'; filters: F };

/** SPEC §4: a filter change goes back to page 1; so does the search once it applies. */
export function libraryFiltersReducer<F extends LibraryFilterValues>(
  state: State<F>,
  action: Action<F>,
): State<F> {
  switch (action.type) {
    case 'filter':
      return { ...state, filters: { ...state.filters, [action.key]: action.value }, page: 1 };
    case 'type':
      return { ...state, searchInput: action.value };
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, page: 1 };
    case 'page':
      return { ...state, page: action.page };
    case 'clear':
      return { page: 1, filters: action.filters, searchInput: '', search: '' };
  }
}

function activeFilterCount<F extends LibraryFilterValues>(state: State<F>, initialFilters: F) {
  const changed = Object.keys(initialFilters).filter(
    (key) => state.filters[key] !== initialFilters[key],
  ).length;
  return changed + (state.searchInput !== '' ? 1 : 0);
}

/**
 * The gallery's and the saved texts' list state: page, filters and a search applied
 * `searchDelayMs` after typing stops. `initialFilters` must keep its identity (a constant).
 */
export function useLibraryFilters<F extends LibraryFilterValues>(
  initialFilters: F,
  searchDelayMs: number,
) {
  const [state, dispatch] = useReducer(libraryFiltersReducer<F>, {
    page: 1,
    filters: initialFilters,
    searchInput: '',
    search: '',
  });
  const debounced = useDebouncedValue(state.searchInput, searchDelayMs);
  useEffect(() => dispatch({ type: 'search', value: debounced.trim() }), [debounced]);

  return {
    page: state.page,
    filters: state.filters,
    searchInput: state.searchInput,
    /** The applied search, `undefined` when there is none. */
    search: state.search || undefined,
    setFilter: useCallback(
      <K extends keyof F>(key: K, value: F[K]) => dispatch({ type: 'filter', key, value }),
      [],
    ),
    setSearchInput: useCallback((value: string) => dispatch({ type: 'type', value }), []),
    setPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
    clear: useCallback(
      () => dispatch({ type: 'clear', filters: initialFilters }),
      [initialFilters],
    ),
    isFiltered: activeFilterCount(state, initialFilters) > 0,
    /** How many fields differ from the start (the search counts as one). */
    activeCount: activeFilterCount(state, initialFilters),
  };
}

export type LibraryList<F extends LibraryFilterValues> = ReturnType<typeof useLibraryFilters<F>>;

/**
 * Which item a library shows in its view dialog and which it asks to delete. Asking to delete
 * from the view dialog hides it behind the confirmation; cancelling shows it again.
 */
export function useLibrarySelection<T>() {
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    viewing,
    deleting,
    view: setViewing,
    askDelete: setDeleting,
    closeView: useCallback(() => setViewing(null), []),
    cancelDelete: useCallback(() => setDeleting(null), []),
    /** The item is gone: neither dialog stays open. */
    deleted: useCallback(() => {
      setDeleting(null);
      setViewing(null);
    }, []),
  };
}

/**
 * The items ticked for a bulk action, by id, kept across pages and filters (so a selection can
 * be gathered from several pages), up to `max`.
 */
export function useLibraryPicks(max: number) {
  const [picked, setPicked] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setPicked((ids) =>
        on
          ? ids.includes(id) || ids.length >= max
            ? ids
            : [...ids, id]
          : ids.filter((x) => x !== id),
      ),
    [max],
  );
  /** Adds every id of `ids` not yet picked, while there is room. */
  const pickAll = useCallback(
    (ids: readonly string[]) =>
      setPicked((current) => {
        const added = ids.filter((id) => !current.includes(id));
        return [...current, ...added].slice(0, Math.max(max, current.length));
      }),
    [max],
  );
  return {
    picked,
    count: picked.length,
    isFull: picked.length >= max,
    isPicked: useCallback((id: string) => picked.includes(id), [picked]),
    toggle,
    pickAll,
    clear: useCallback(() => setPicked([]), []),
  };
}

export type LibraryPicks = ReturnType<typeof useLibraryPicks>;
