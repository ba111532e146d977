import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { meQueryKey } from './auth/me-query-key';

/** SPEC §4: a credited payment is announced to other tabs, which refresh the balance. */
export const paymentChannelName = 'lumen-payments';

export interface PaymentCreditedMessage {
  type: 'payment-credited';
  orderId: string;
  credits: number;
}

export function announcePaymentCredited(message: Omit<PaymentCreditedMessage, 'type'>): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(paymentChannelName);
  channel.postMessage({ type: 'payment-credited', ...message } satisfies PaymentCreditedMessage);
  channel.close();
}

/**
 * Refreshes everything balance-related when another tab says a payment was credited. Before the
 * app has a query client (a page that fetched nothing yet) there is nothing cached to refresh.
 */
export function usePaymentBroadcastListener(): void {
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    if (!queryClient || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(paymentChannelName);
    channel.onmessage = (event: MessageEvent<PaymentCreditedMessage>) => {
      if (event.data?.type !== 'payment-credited') return;
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    };
    return () => channel.close();
  }, [queryClient]);
}
