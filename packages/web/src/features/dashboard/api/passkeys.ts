import type { components } from '@lumen/client';
import { startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type PasskeyView = components['schemas']['Passkey'];

export const passkeysQueryKey = ['passkeys'] as const;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: async () => (await api.GET('/api/passkeys')).data!.passkeys,
  });

/** GET /api/passkeys: the account's passkeys, newest first. */
export const usePasskeys = () => useQuery(passkeysQueryOptions());

/**
 * Registers a passkey: the server's options (a single-use challenge), the browser's own
 * dialog to create the credential on this device or a security key, then the server's check.
 */
export async function registerPasskey(name: string): Promise<PasskeyView> {
  const options = (await api.POST('/api/passkeys/registration-options')).data!;
  const response = await startRegistration({ optionsJSON: options as never });
  return (await api.POST('/api/passkeys', { body: { name, response: response as never } })).data!;
}

function usePasskeysMutation<V, R>(mutationFn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export const useRegisterPasskey = () => usePasskeysMutation(registerPasskey);

/** DELETE /api/passkeys/{id}: it signs nobody in afterwards. */
export const useRemovePasskey = () =>
  usePasskeysMutation(async (id: string) => {
    await api.DELETE('/api/passkeys/{id}', { params: { path: { id } } });
  });

/** PATCH /api/passkeys/{id}: a new name for one of the account's passkeys. */
export const useRenamePasskey = () =>
  usePasskeysMutation(async ({ id, name }: { id: string; name: string }) => {
    await api.PATCH('/api/passkeys/{id}', { params: { path: { id } }, body: { name } });
  });
