import type { CheckoutDetails } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { useActionKeys, withActionKey } from '@/lib/api/action-keys';
import { api } from '@/lib/api/client';

export interface CheckoutInitiation {
  quoteId: string;
  billingInfo: CheckoutDetails;
}

/** POST /api/checkout/initiate: answers the hosted payment page to send the user to. */
export async function initiateCheckout(body: CheckoutInitiation, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/checkout/initiate', { params, body })).data!;
}

/** One order per Go to Payment: a retry of the same one reuses its Idempotency-Key. */
export function useInitiateCheckout() {
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (input: CheckoutInitiation) => withActionKey(keys, input, initiateCheckout),
  });
}
