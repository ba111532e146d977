import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from './get-me';
import { setToken } from './token';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** SPEC §7: the sign-up call always sends language 'en' (the profile language, not the UI's). */
export async function signUp({ email, password, fullName }: SignUpInput): Promise<string> {
  const { data } = await api.POST('/api/auth/signup', {
    body: { email, password, full_name: fullName, language: 'en' },
  });
  return data!.token;
}

/** POST /api/auth/signup; stores the token and refreshes the current user. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (token) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
