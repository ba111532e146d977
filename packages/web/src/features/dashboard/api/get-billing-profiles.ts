import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const billingProfilesQueryKey = ['billing-profiles'] as const;

export const billingProfilesQueryOptions = () =>
  queryOptions({
    queryKey: billingProfilesQueryKey,
    queryFn: async () => (await api.GET('/api/billing-profiles')).data!,
  });

export const useBillingProfiles = () => useQuery(billingProfilesQueryOptions());
