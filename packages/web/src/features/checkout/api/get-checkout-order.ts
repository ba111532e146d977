import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@lumen/client';

export type CheckoutOrder = components['schemas']['CheckoutOrder'];

/** GET /api/checkout/orders/{orderId}: one of the user's orders, with the quote to pay it again. */
export const checkoutOrderQueryOptions = (orderId: string | undefined) =>
  queryOptions({
    queryKey: ['checkout-order', orderId],
    queryFn: async () =>
      (
        await api.GET('/api/checkout/orders/{orderId}', {
          params: { path: { orderId: orderId! } },
        })
      ).data!,
    enabled: Boolean(orderId),
  });
