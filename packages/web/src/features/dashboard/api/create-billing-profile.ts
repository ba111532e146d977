import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@lumen/client';
import { billingProfilesQueryKey } from './get-billing-profiles';

export type BillingProfileInput = components['schemas']['BillingProfileInput'];

export function useCreateBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingProfileInput) =>
      (await api.POST('/api/billing-profiles', { body })).data!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingProfilesQueryKey }),
  });
}
