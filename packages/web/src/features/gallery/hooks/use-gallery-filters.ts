import {
  type AspectRatio,
  GALLERY_SEARCH_DELAY_MS,
  type GallerySortField,
  type ImageSize,
  type ImageStyle,
  type SortOrder,
} from '@lumen/domain';
import { useCallback, useEffect, useReducer } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { SavedImagesParams } from '@/features/gallery/api/get-saved-images';

export interface GalleryFilters {
  page: number;
  style: ImageStyle | undefined;
  size: ImageSize | undefined;
  aspectRatio: AspectRatio | undefined;
  /** What is typed; `search` follows it 1 s after typing stops. */
  searchInput: string;
  search: string;
  sortBy: GallerySortField;
  sortOrder: SortOrder;
}

export const initialGalleryFilters: GalleryFilters = {
  page: 1,
  style: undefined,
  size: undefined,
  aspectRatio: undefined,
  searchInput: '',
  search: '',
  sortBy: 'created_at',
  sortOrder: 'desc',
};

type FilterKey = 'style' | 'size' | 'aspectRatio' | 'sortBy' | 'sortOrder';

type Action =
  | { type: 'filter'; key: FilterKey; value: string | undefined }
  | { type: 'type'; value: string }
  | { type: 'search'; value: string }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/** SPEC §4: a filter change goes back to page 1; so does the search once it applies. */
export function galleryFiltersReducer(state: GalleryFilters, action: Action): GalleryFilters {
  switch (action.type) {
    case 'filter':
      return { ...state, [action.key]: action.value, page: 1 };
    case 'type':
      return { ...state, searchInput: action.value };
    case 'search':
      return action.value === state.search ? state : { ...state, search: action.value, page: 1 };
    case 'page':
      return { ...state, page: action.page };
    case 'clear':
      return initialGalleryFilters;
  }
}

export function useGalleryFilters() {
  const [state, dispatch] = useReducer(galleryFiltersReducer, initialGalleryFilters);
  const debounced = useDebouncedValue(state.searchInput, GALLERY_SEARCH_DELAY_MS);
  useEffect(() => dispatch({ type: 'search', value: debounced.trim() }), [debounced]);

  const params: SavedImagesParams = {
    page: state.page,
    style: state.style,
    size: state.size,
    aspectRatio: state.aspectRatio,
    search: state.search || undefined,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
  return {
    state,
    params,
    setFilter: useCallback(
      (key: FilterKey, value: string | undefined) => dispatch({ type: 'filter', key, value }),
      [],
    ),
    setSearchInput: useCallback((value: string) => dispatch({ type: 'type', value }), []),
    setPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
    isFiltered:
      state.style !== undefined ||
      state.size !== undefined ||
      state.aspectRatio !== undefined ||
      state.searchInput !== '' ||
      state.sortBy !== initialGalleryFilters.sortBy ||
      state.sortOrder !== initialGalleryFilters.sortOrder,
  };
}
