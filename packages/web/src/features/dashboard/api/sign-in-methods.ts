import type { components } from '@lumen/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type SignInMethodsView = components['schemas']['SignInMethods'];

export const signInMethodsQueryKey = ['sign-in-methods'] as const;

export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: signInMethodsQueryKey,
    queryFn: async () => (await api.GET('/api/auth/sign-in-methods')).data!,
  });

/** GET /api/auth/sign-in-methods: the password (when set) and the linked providers. */
export const useSignInMethods = (enabled = true) =>
  useQuery({ ...signInMethodsQueryOptions(), enabled });

/** DELETE /api/auth/sign-in-methods/{id}: while another way to sign in remains. */
export function useUnlinkSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/auth/sign-in-methods/{id}', { params: { path: { id } } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey }),
  });
}
