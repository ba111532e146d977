import type { components } from '@lumen/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type DeviceSessionView = components['schemas']['DeviceSession'];

export const sessionsQueryKey = ['account-sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async () => (await api.GET('/api/account/sessions')).data!,
  });

/** GET /api/account/sessions: the signed-in devices (this one first) and the mail setting. */
export const useSessions = () => useQuery(sessionsQueryOptions());

function useSessionsMutation<V, R>(mutationFn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** DELETE /api/account/sessions/{id}: that device is signed out at once. */
export const useRevokeSession = () =>
  useSessionsMutation(async (id: string) => {
    await api.DELETE('/api/account/sessions/{id}', { params: { path: { id } } });
  });

/** POST /api/account/sessions/revoke-others: every other device is signed out. */
export const useRevokeOtherSessions = () =>
  useSessionsMutation(
    async (_: undefined) => (await api.POST('/api/account/sessions/revoke-others')).data!.revoked,
  );

/** PUT /api/account/sessions/new-device-mail. */
export const useNewDeviceMail = () =>
  useSessionsMutation(async (enabled: boolean) => {
    await api.PUT('/api/account/sessions/new-device-mail', { body: { enabled } });
  });
