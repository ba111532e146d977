import { THIS_WEEK_MS } from '../shared/constants';
import { formatAmount } from '../shared/money';
import { PAID_TRANSACTION_STATUSES } from '../shared/statuses';
import { DEFAULT_SAVED_QUOTA } from '../accounts/saved-quota';
import type { UseCasePorts, UseCaseSettings } from './deps';

/** GET /api/account/stats: the dashboard's figures (SPEC §2), as the API answers them. */
export interface AccountStatsView {
  readonly credits_used: number;
  readonly completed_generations: number;
  readonly completed_generations_this_week: number;
  readonly generations: number;
  readonly generations_this_week: number;
  readonly transactions: number;
  /** Two decimals, like a transaction's amount. */
  readonly topups_total: string;
  /** "This week" is the 7 days up to `as_of`, both ends included. */
  readonly week_start: string;
  readonly as_of: string;
  /** The saved library (texts and images) against its quota. */
  readonly library: {
    readonly items: number;
    readonly items_max: number;
    readonly bytes: number;
    readonly bytes_max: number;
  };
}

export function createAccountStatsUseCases(
  ports: Pick<UseCasePorts, 'accountStats' | 'clock'>,
  settings: Pick<UseCaseSettings, 'savedQuota'> = {},
) {
  const quota = settings.savedQuota ?? DEFAULT_SAVED_QUOTA;
  return {
    async forUser(userId: string): Promise<AccountStatsView> {
      const until = ports.clock.now();
      const since = new Date(until.getTime() - THIS_WEEK_MS);
      const stats = await ports.accountStats.forUser({
        userId,
        since,
        until,
        paidStatuses: PAID_TRANSACTION_STATUSES,
      });
      return {
        credits_used: stats.creditsUsed,
        completed_generations: stats.completedGenerations,
        completed_generations_this_week: stats.completedInWindow,
        generations: stats.generations,
        generations_this_week: stats.generationsInWindow,
        transactions: stats.transactions,
        topups_total: formatAmount(stats.topupsCents),
        week_start: since.toISOString(),
        as_of: until.toISOString(),
        library: {
          items: stats.savedItems,
          items_max: quota.items,
          bytes: stats.savedBytes,
          bytes_max: quota.bytes,
        },
      };
    },
  };
}

export type AccountStatsUseCases = ReturnType<typeof createAccountStatsUseCases>;
