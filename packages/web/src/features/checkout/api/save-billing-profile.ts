import type { CheckoutDetails } from '@lumen/domain';
import type { components } from '@lumen/client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

type BillingProfileInput = components['schemas']['BillingProfileInput'];

/** The checkout's details as a billing profile (the name on the bill is the buyer's). */
export function billingProfileOf(details: CheckoutDetails): BillingProfileInput {
  return {
    billing_name: details.fullName,
    address: details.address,
    city: details.city,
    postal_code: details.zipCode,
    country: details.country,
    is_default: 0,
  };
}

/** POST /api/billing-profiles with what the checkout was paid with. */
export function useSaveBillingProfile() {
  return useMutation({
    mutationFn: async (details: CheckoutDetails) =>
      (await api.POST('/api/billing-profiles', { body: billingProfileOf(details) })).data!,
  });
}
