import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { meQueryKey } from './get-me';
import { setToken } from './token';

/**
 * A passkey sign-in: the server's options (a single-use challenge, no account named), the
 * browser's passkey dialog — or, with `autofill`, the passkeys it offers in the email field's
 * suggestions — then the server's check, which answers a session token.
 */
export async function signInWithPasskey(autofill = false): Promise<string> {
  const { challenge_id, options } = (await api.POST('/api/auth/passkey/options')).data!;
  const response = await startAuthentication({
    optionsJSON: options as never,
    useBrowserAutofill: autofill,
  });
  const { data } = await api.POST('/api/auth/passkey', {
    body: { challenge_id, response: response as never },
  });
  return data!.token;
}

/** Signs in with a passkey; stores the token and refreshes the current user. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (token) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
