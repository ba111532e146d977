import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { savedImagesQueryKey } from './get-saved-images';

/**
 * GET /api/images/{id}: one image of the gallery (the original of an edit or a variation, which
 * may be on another page of the list). Under the gallery's key, so a save or delete refreshes it.
 */
export const savedImageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...savedImagesQueryKey, 'one', id],
    queryFn: async () => (await api.GET('/api/images/{id}', { params: { path: { id } } })).data!,
  });
