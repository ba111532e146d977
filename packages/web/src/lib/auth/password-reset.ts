import type { PasswordResetComplete } from '@lumen/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from './get-me';
import { setToken } from './token';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      await api.POST('/api/auth/password-reset', { body: { email } });
    },
  });
}

/**
 * POST /api/auth/password-reset/complete; signs in with the answer's token and answers how many
 * personal access tokens the reset revoked.
 */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordResetComplete) => {
      const { data } = await api.POST('/api/auth/password-reset/complete', { body });
      return data!;
    },
    onSuccess: ({ token }) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * POST /api/auth/password-reset/check, once per link opened: a used, expired or forged link is
 * known before the new password is typed (its error's code is `reset_token_invalid`).
 */
export function useCheckPasswordReset(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: async () => {
      const { data } = await api.POST('/api/auth/password-reset/check', { body: { token } });
      return data!;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
