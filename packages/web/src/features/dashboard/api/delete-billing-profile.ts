import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { billingProfilesQueryKey } from './get-billing-profiles';

export function useDeleteBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/billing-profiles/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingProfilesQueryKey }),
  });
}
