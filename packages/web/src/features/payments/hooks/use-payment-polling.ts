import {
  AUTH_EXPIRED_MESSAGE,
  PAYMENT_POLLING_START_DELAY_MS,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentPollingDelayMs,
} from '@lumen/domain';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const paymentStatusQueryKey = (query: PaymentQuery) =>
  ['payment-status', query.orderId ?? null, query.sessionId ?? null] as const;

type StatusQuery = Query<
  PaymentStatus,
  Error,
  PaymentStatus,
  ReturnType<typeof paymentStatusQueryKey>
>;

/** Every question asked so far, answered or failed. */
const attemptsOf = (query: StatusQuery) =>
  query.state.dataUpdateCount + query.state.errorUpdateCount;

/** A 4xx: asking again cannot change the answer (a 401 among them). */
const isFinalError = (error: unknown) =>
  isHttpError(error) && error.status >= 400 && error.status < 500;

/**
 * When to ask again: never once credited or refused, else what the schedule says for the next
 * attempt (none after the last). A 5xx or a network blip is asked again on the same schedule.
 */
function nextPollMs(query: StatusQuery): number | false {
  if (query.state.data?.credited) return false;
  if (query.state.status === 'error' && isFinalError(query.state.error)) return false;
  return paymentPollingDelayMs(attemptsOf(query) + 1) ?? false;
}

/**
 * SPEC §4 payment status polling: starts about 100 ms after enabling, repeats until the answer
 * says credited (then announces it to other tabs and refreshes the balance), on the 1 s / 2 s /
 * 3 s schedule, and gives up after 30 attempts. A 401 stops it at once, and so does any other
 * 4xx: asking again cannot change the answer, so the page says so instead of running to the
 * time-out. The repeats are react-query's `refetchInterval`, recomputed after every answer.
 */
export function usePaymentPolling(query: PaymentQuery, enabled: boolean): PollingState {
  const queryClient = useQueryClient();
  const { orderId, sessionId } = query;
  const started = useStartDelay(enabled, PAYMENT_POLLING_START_DELAY_MS);
  const queryKey = paymentStatusQueryKey({ orderId, sessionId });
  const status = useQuery({
    queryKey,
    queryFn: () => getPaymentStatus({ orderId, sessionId }),
    enabled: enabled && started,
    refetchInterval: nextPollMs,
    // The confirmation is awaited even while the tab is in the background.
    refetchIntervalInBackground: true,
    // Each visit asks afresh: a cached "pending" must not stand for this order's answer.
    gcTime: 0,
  });

  // Read on each render the hook's own result causes (every answer re-renders it).
  const counted = queryClient.getQueryState(queryKey);
  const attempts = counted ? counted.dataUpdateCount + counted.errorUpdateCount : 0;
  const result = status.data;
  const credited = result?.credited === true;

  // Once per credited order: refresh the balance and tell the other tabs.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!credited || !result || announced.current === result.orderId) return;
    announced.current = result.orderId;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    announcePaymentCredited({ orderId: result.orderId, credits: result.credits });
  }, [credited, result, queryClient]);

  if (credited) return { phase: 'success', attempts, result };
  if (status.isError && !status.isFetching) {
    if (isHttpError(status.error, 401)) {
      return { phase: 'unauthorized', attempts, error: AUTH_EXPIRED_MESSAGE };
    }
    if (isHttpError(status.error) && isFinalError(status.error)) {
      return { phase: 'rejected', attempts, status: status.error.status };
    }
  }
  if (attempts > 0 && !status.isFetching && paymentPollingDelayMs(attempts + 1) === null) {
    return {
      phase: 'timeout',
      attempts,
      error: PAYMENT_TIMEOUT_MESSAGE,
      orderId: result?.orderId ?? orderId,
    };
  }
  return { phase: 'verifying', attempts };
}

/** False until `ms` after `enabled` turned true (the first question waits that long). */
function useStartDelay(enabled: boolean, ms: number): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setStarted(false);
      return;
    }
    const timer = window.setTimeout(() => setStarted(true), ms);
    return () => window.clearTimeout(timer);
  }, [enabled, ms]);
  return started;
}
