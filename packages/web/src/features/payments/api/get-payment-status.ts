import { api } from '@/lib/api/client';

export interface PaymentQuery {
  orderId?: string;
  sessionId?: string;
}

/** GET /api/payments/status?orderId&sessionId. */
export async function getPaymentStatus(query: PaymentQuery) {
  // A provider's return may carry only the session id: the server finds the order by it.
  const { data } = await api.GET('/api/payments/status', {
    params: {
      query: {
        ...(query.orderId ? { orderId: query.orderId } : {}),
        ...(query.sessionId ? { sessionId: query.sessionId } : {}),
      },
    },
  });
  return data!;
}

export type PaymentStatus = Awaited<ReturnType<typeof getPaymentStatus>>;
