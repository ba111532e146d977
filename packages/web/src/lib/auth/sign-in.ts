import type { SignIn } from '@lumen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from './get-me';
import { setToken } from './token';

export async function signIn(body: SignIn): Promise<string> {
  const { data } = await api.POST('/api/auth/login', { body });
  return data!.token;
}

/** POST /api/auth/login; stores the token and refreshes the current user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (token) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
