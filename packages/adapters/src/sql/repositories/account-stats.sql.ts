import type { AccountStats, AccountStatsQuery, AccountStatsReader } from '@lumen/domain';
import { readSavedUsage } from '../saved-usage';
import { type Bind, bindDate, select, type SqlScope } from '../sql-support';

type Figure = number | string | null;

/** SUM over no rows is NULL; MariaDB answers DECIMAL sums as text. */
const whole = (value: Figure | undefined) => Math.round(Number(value ?? 0));

/**
 * The dashboard's figures as SQL aggregates over the user's rows: one pass over the user's
 * generations (the deleted ones are left out, as the lists leave them out), one over their
 * transactions.
 */
export class SqlAccountStats implements AccountStatsReader {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async forUser(query: AccountStatsQuery): Promise<AccountStats> {
    const { dialect } = this.#scope.connection;
    const inWindow = '`created_at` >= $since AND `created_at` <= $until';
    const [generations] = await select<Record<string, Figure>>(
      this.#scope,
      `SELECT COUNT(*) AS total,
          SUM(CASE WHEN ${inWindow} THEN 1 ELSE 0 END) AS in_window,
          SUM(CASE WHEN \`status\` = $completed THEN 1 ELSE 0 END) AS completed,
          SUM(CASE WHEN \`status\` = $completed AND ${inWindow} THEN 1 ELSE 0 END)
            AS completed_in_window,
          SUM(CASE WHEN \`status\` = $completed THEN \`cost_credits\` ELSE 0 END) AS credits_used
        FROM \`generations\`
        WHERE \`user_id\` = $userId AND \`deleted_at\` IS NULL`,
      {
        userId: query.userId,
        completed: 'completed',
        since: bindDate(dialect, query.since),
        until: bindDate(dialect, query.until),
      },
    );
    // Statuses are bound one by one ($paid0, $paid1, …); an empty list matches nothing.
    const bind: Bind = { userId: query.userId };
    query.paidStatuses.forEach((status, i) => {
      bind[`paid${i}`] = status;
    });
    const paid =
      query.paidStatuses.length === 0
        ? '1 = 0'
        : `\`status\` IN (${query.paidStatuses.map((_, i) => `$paid${i}`).join(', ')})`;
    // DECIMAL(10,2) is a REAL on SQLite: each amount is made whole cents before the sum, so the
    // total is exact on both engines.
    const [transactions] = await select<Record<string, Figure>>(
      this.#scope,
      `SELECT COUNT(*) AS total,
          SUM(CASE WHEN ${paid} THEN ROUND(\`amount\` * 100) ELSE 0 END) AS paid_cents
        FROM \`transactions\`
        WHERE \`user_id\` = $userId`,
      bind,
    );
    const usage = await readSavedUsage(this.#scope.connection, query.userId, this.#scope.tx);
    return {
      generations: whole(generations?.total),
      generationsInWindow: whole(generations?.in_window),
      completedGenerations: whole(generations?.completed),
      completedInWindow: whole(generations?.completed_in_window),
      creditsUsed: whole(generations?.credits_used),
      transactions: whole(transactions?.total),
      topupsCents: whole(transactions?.paid_cents),
      savedItems: usage.items,
      savedBytes: usage.bytes,
    };
  }
}
