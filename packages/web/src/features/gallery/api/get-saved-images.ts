import { GALLERY_PAGE_SIZE, type GalleryQuery } from '@lumen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { GALLERY_CACHE_TIME_MS } from '@/config/screen';

export const savedImagesQueryKey = ['saved-images'] as const;

export type SavedImagesParams = Omit<GalleryQuery, 'limit'>;

/** GET /api/images/saved, 12 a page, empty values omitted, cached 2 minutes (SPEC §7). */
export const savedImagesQueryOptions = (params: SavedImagesParams) => {
  const query = Object.fromEntries(
    Object.entries({ ...params, limit: GALLERY_PAGE_SIZE }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as GalleryQuery;
  return queryOptions({
    queryKey: [...savedImagesQueryKey, query],
    queryFn: async () => (await api.GET('/api/images/saved', { params: { query } })).data!,
    staleTime: GALLERY_CACHE_TIME_MS,
    gcTime: GALLERY_CACHE_TIME_MS,
    placeholderData: keepPreviousData,
  });
};

export const useSavedImages = (params: SavedImagesParams) =>
  useQuery(savedImagesQueryOptions(params));

export type SavedImage = NonNullable<ReturnType<typeof useSavedImages>['data']>['images'][number];
