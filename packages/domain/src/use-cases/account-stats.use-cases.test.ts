import { describe, expect, it } from 'vitest';
import type { AccountStatsQuery } from '../ports/account-stats.port';
import { createAccountStatsUseCases } from './account-stats.use-cases';

describe('account statistics', () => {
  it('asks the store for the 7 days up to now and the paid statuses, and answers the API shape, the library against its quota', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const asked: AccountStatsQuery[] = [];
    const stats = createAccountStatsUseCases(
      {
        clock: { now: () => now },
        accountStats: {
          forUser: async (query) => {
            asked.push(query);
            return {
              generations: 612,
              generationsInWindow: 40,
              completedGenerations: 600,
              completedInWindow: 30,
              creditsUsed: 2400,
              transactions: 510,
              topupsCents: 510 * 950 + 5,
              savedItems: 42,
              savedBytes: 183_204,
            };
          },
        },
      },
      { savedQuota: { items: 500, bytes: 1_000_000 } },
    );
    expect(await stats.forUser('user-1')).toEqual({
      credits_used: 2400,
      completed_generations: 600,
      completed_generations_this_week: 30,
      generations: 612,
      generations_this_week: 40,
      transactions: 510,
      topups_total: '4845.05',
      week_start: '2026-03-03T12:00:00.000Z',
      as_of: '2026-03-10T12:00:00.000Z',
      library: { items: 42, items_max: 500, bytes: 183_204, bytes_max: 1_000_000 },
    });
    expect(asked).toEqual([
      {
        userId: 'user-1',
        since: new Date('2026-03-03T12:00:00.000Z'),
        until: now,
        paidStatuses: ['completed', 'success'],
      },
    ]);
  });
});
