import {
  AUTH_EXPIRED_MESSAGE,
  PAYMENT_POLLING_START_DELAY_MS,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentPollingDelayMs,
} from '@lumen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isHttpError } from '@lumen/client';
import { meQueryKey } from '@/lib/auth/get-me';
import { announcePaymentCredited } from '@/lib/payment-broadcast';
import {
  getPaymentStatus,
  type PaymentQuery,
  type PaymentStatus,
} from '@/features/payments/api/get-payment-status';

export { AUTH_EXPIRED_MESSAGE, PAYMENT_TIMEOUT_MESSAGE as TIMEOUT_MESSAGE };

export type PollingState =
  | { phase: 'verifying'; attempts: number }
  | { phase: 'success'; attempts: number; result: PaymentStatus }
  | {
      phase: 'timeout';
      attempts: number;
      error: typeof PAYMENT_TIMEOUT_MESSAGE;
      /** The order, as the last answer named it (the page may have had only a session id). */
      orderId: string | undefined;
    }
  | { phase: 'unauthorized'; attempts: number; error: typeof AUTH_EXPIRED_MESSAGE }
  /** The server refused the question (404: no such order of this user; 400: a bad link). */
  | { phase: 'rejected'; attempts: number; status: number };

/**
 * SPEC §4 payment status polling: starts about 100 ms after enabling, repeats until the answer
 * says credited (then announces it to other tabs and refreshes the balance), on the 1 s / 2 s /
 * 3 s schedule, and gives up after 30 attempts. A 401 stops it at once, and so does any other
 * 4xx: asking again cannot change the answer, so the page says so instead of running to the
 * time-out.
 */
export function usePaymentPolling(query: PaymentQuery, enabled: boolean): PollingState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PollingState>({ phase: 'verifying', attempts: 0 });
  const { orderId, sessionId } = query;
  const stopped = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    stopped.current = false;
    let timer: number | undefined;
    let attempts = 0;
    let knownOrderId = orderId;

    const attempt = async () => {
      attempts += 1;
      try {
        const result = await getPaymentStatus({ orderId, sessionId });
        if (stopped.current) return;
        knownOrderId = result.orderId;
        if (result.credited) {
          setState({ phase: 'success', attempts, result });
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          announcePaymentCredited({ orderId: result.orderId, credits: result.credits });
          return;
        }
      } catch (error) {
        if (stopped.current) return;
        if (isHttpError(error, 401)) {
          setState({ phase: 'unauthorized', attempts, error: AUTH_EXPIRED_MESSAGE });
          return;
        }
        if (isHttpError(error) && error.status >= 400 && error.status < 500) {
          setState({ phase: 'rejected', attempts, status: error.status });
          return;
        }
        // Anything else (a network blip, a 5xx): try again on the schedule.
      }
      // The first poll goes out 100 ms after enabling; poll n+1 waits what the schedule says.
      const delay = paymentPollingDelayMs(attempts + 1);
      if (delay === null) {
        setState({
          phase: 'timeout',
          attempts,
          error: PAYMENT_TIMEOUT_MESSAGE,
          orderId: knownOrderId,
        });
        return;
      }
      setState({ phase: 'verifying', attempts });
      timer = window.setTimeout(attempt, delay);
    };

    timer = window.setTimeout(attempt, PAYMENT_POLLING_START_DELAY_MS);
    return () => {
      stopped.current = true;
      window.clearTimeout(timer);
    };
  }, [enabled, orderId, sessionId, queryClient]);

  return state;
}
