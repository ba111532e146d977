import type { components } from '@lumen/client';
import type { ShareCreate } from '@lumen/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type ShareView = components['schemas']['Share'];

/** What a share dialog is about: one saved image, saved text or completed image generation. */
export type ShareTarget = Pick<ShareCreate, 'itemType' | 'itemId'>;

export const sharesQueryKey = ['shares'] as const;

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: sharesQueryKey,
    queryFn: async () => (await api.GET('/api/shares')).data!.shares,
  });

/** GET /api/shares, narrowed to one item's live links (newest first, as the server sends them). */
export const useItemShares = (target: ShareTarget) =>
  useQuery({
    ...sharesQueryOptions(),
    select: (shares) =>
      shares.filter((s) => s.itemType === target.itemType && s.itemId === target.itemId),
  });

/** POST /api/shares: a new unguessable link (`/s/<token>`) to the item. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShareCreate) => (await api.POST('/api/shares', { body })).data!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}

/** DELETE /api/shares/{id}: the link answers 404 at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/shares/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}
