import { SAVED_TEXTS_PAGE_SIZE, type SavedTextsQuery } from '@lumen/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const savedTextsQueryKey = ['saved-texts'] as const;

export type SavedTextsParams = Omit<SavedTextsQuery, 'limit'>;

/** GET /api/texts/saved, 10 a page, empty values omitted (SPEC §7). */
export const savedTextsQueryOptions = (params: SavedTextsParams) => {
  const query = Object.fromEntries(
    Object.entries({ ...params, limit: SAVED_TEXTS_PAGE_SIZE }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as SavedTextsQuery;
  return queryOptions({
    queryKey: [...savedTextsQueryKey, query],
    queryFn: async () => (await api.GET('/api/texts/saved', { params: { query } })).data!,
    placeholderData: keepPreviousData,
  });
};

export const useSavedTexts = (params: SavedTextsParams) => useQuery(savedTextsQueryOptions(params));

export type SavedText = NonNullable<ReturnType<typeof useSavedTexts>['data']>['texts'][number];
