import type { AccountStats, AccountStatsQuery, AccountStatsReader } from '@lumen/domain';
import { readTallies } from '../account-tallies';
import { readSavedUsage } from '../saved-usage';
import { bindDate, select, type SqlScope } from '../sql-support';

type Figure = number | string | null;

/** SUM over no rows is NULL; MariaDB answers DECIMAL sums as text. */
const whole = (value: Figure | undefined) => Math.round(Number(value ?? 0));

/**
 * The dashboard's figures from the account's tallies (account-tallies.ts), kept with every
 * generation and order write: the all-time figures read a few rows however many generations the
 * account has. Only the week's figures count rows, the week's, from the index that ends in the
 * status (migration 0023), without reading the table.
 */
export class SqlAccountStats implements AccountStatsReader {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async forUser(query: AccountStatsQuery): Promise<AccountStats> {
    const { connection, tx } = this.#scope;
    const tallies = await readTallies(connection, query.userId, '', tx);
    let generations = 0;
    let completed = 0;
    let creditsUsed = 0;
    let transactions = 0;
    let topupsCents = 0;
    for (const [key, { n, total }] of tallies) {
      const [kind, a, b] = key.split(':');
      if (kind === 'generation') {
        generations += n;
        if (b === 'completed') {
          completed += n;
          creditsUsed += total;
        }
      } else if (kind === 'order') {
        transactions += n;
        if (a !== undefined && query.paidStatuses.includes(a)) topupsCents += total;
      }
    }
    const [week] = await select<Record<string, Figure>>(
      this.#scope,
      `SELECT COUNT(*) AS in_window,
          SUM(CASE WHEN \`status\` = $completed THEN 1 ELSE 0 END) AS completed_in_window
        FROM \`generations\`
        WHERE \`user_id\` = $userId AND \`deleted_at\` IS NULL
          AND \`created_at\` >= $since AND \`created_at\` <= $until`,
      {
        userId: query.userId,
        completed: 'completed',
        since: bindDate(connection.dialect, query.since),
        until: bindDate(connection.dialect, query.until),
      },
    );
    const usage = await readSavedUsage(connection, query.userId, tx);
    return {
      generations,
      generationsInWindow: whole(week?.in_window),
      completedGenerations: completed,
      completedInWindow: whole(week?.completed_in_window),
      creditsUsed,
      transactions,
      topupsCents,
      savedItems: usage.items,
      savedBytes: usage.bytes,
    };
  }
}
