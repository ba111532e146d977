import { api } from '../../../lib/api/client';

export interface PaymentQuery {
  orderId?: string;
  sessionId?: string;
}

/** GET /api/payments/status?orderId&sessionId. */
export async function getPaymentStatus(query: PaymentQuery) {
  // The server keys orders by orderId; a provider return carrying only a session id still asks.
  const { data } = await api.GET('/api/payments/status', {
    params: { query: { orderId: query.orderId ?? '', sessionId: query.sessionId } },
  });
  return data!;
}

export type PaymentStatus = Awaited<ReturnType<typeof getPaymentStatus>>;
