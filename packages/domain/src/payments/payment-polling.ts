import { PAYMENT_POLLING_MAX_ATTEMPTS, PAYMENT_POLLING_SCHEDULE } from '../shared/constants';

export const PAYMENT_TIMEOUT_MESSAGE =
  'Payment verification timeout - please check your balance manually';
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please log in again.';

/**
 * The wait before poll number `attempt` (1-based): 1 s for attempts 1–5, 2 s up to 15,
 * 3 s up to 30; null after 30 (stop with PAYMENT_TIMEOUT_MESSAGE).
 */
export function paymentPollingDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > PAYMENT_POLLING_MAX_ATTEMPTS) {
    return null;
  }
  const step = PAYMENT_POLLING_SCHEDULE.find((s) => attempt <= s.upToAttempt);
  return step ? step.intervalMs : null;
}
