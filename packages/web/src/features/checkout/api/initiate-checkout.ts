import type { CheckoutDetails } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/checkout/initiate: answers the hosted payment page to send the user to. */
export function useInitiateCheckout() {
  return useMutation({
    mutationFn: async (input: { quoteId: string; billingInfo: CheckoutDetails }) =>
      (await api.POST('/api/checkout/initiate', { body: input })).data!,
  });
}
