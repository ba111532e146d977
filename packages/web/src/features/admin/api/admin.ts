import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

const adminKey = ['admin'] as const;

/** The last day's failures; a 403 here means the signed-in account is not an operator. */
export const useAdminFailures = () =>
  useQuery({
    queryKey: [...adminKey, 'failures'],
    queryFn: async () => (await api.GET('/api/admin/failures')).data!,
    retry: false,
    refetchOnMount: 'always',
  });

export const useAdminUser = (email: string | null) =>
  useQuery({
    queryKey: [...adminKey, 'user', email],
    queryFn: async () =>
      (await api.GET('/api/admin/users', { params: { query: { email: email ?? '' } } })).data!,
    enabled: Boolean(email),
    retry: false,
  });

export type AdminUser = NonNullable<ReturnType<typeof useAdminUser>['data']>;

/** Every action changes what the console shows: it reads the account and the failures again. */
function useAdminMutation<V, R>(run: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useAdjustCredits = () =>
  useAdminMutation(
    async (v: { userId: string; credits: number; reason: string }) =>
      (
        await api.POST('/api/admin/users/{userId}/credits', {
          params: { path: { userId: v.userId } },
          body: { credits: v.credits, reason: v.reason },
        })
      ).data!,
  );

export const useRefundGeneration = () =>
  useAdminMutation(async (v: { userId: string; generationId: string }) =>
    api.POST('/api/admin/users/{userId}/generations/{generationId}/refund', {
      params: { path: v },
    }),
  );

export const useRecheckPayment = () =>
  useAdminMutation(async (v: { userId: string; orderId: string }) =>
    api.POST('/api/admin/users/{userId}/payments/{orderId}/recheck', { params: { path: v } }),
  );
