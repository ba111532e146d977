import type { components } from '@lumen/client';
import type { PersonalTokenCreate } from '@lumen/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type PersonalTokenView = components['schemas']['PersonalToken'];

export const personalTokensQueryKey = ['personal-tokens'] as const;

export const personalTokensQueryOptions = () =>
  queryOptions({
    queryKey: personalTokensQueryKey,
    queryFn: async () => (await api.GET('/api/tokens')).data!.tokens,
  });

/** GET /api/tokens: the live tokens with their last use (never the token itself). */
export const usePersonalTokens = () => useQuery(personalTokensQueryOptions());

/** POST /api/tokens: answers the token, the only time it is ever seen. */
export function useCreatePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PersonalTokenCreate) =>
      (await api.POST('/api/tokens', { body })).data!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalTokensQueryKey }),
  });
}

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/tokens/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalTokensQueryKey }),
  });
}
