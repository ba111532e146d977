import type { AccountStats, AccountStatsQuery, AccountStatsReader } from '@lumen/domain';
import { ceilHour, floorHour, readHourTallies, readTallies } from '../account-tallies';
import { readSavedUsage } from '../saved-usage';
import { bindDate, select, type SqlScope } from '../sql-support';

type Figure = number | string | null;

/** SUM over no rows is NULL; MariaDB answers DECIMAL sums as text. */
const whole = (value: Figure | undefined) => Math.round(Number(value ?? 0));

/**
 * The dashboard's figures from the account's tallies (account-tallies.ts), kept with every
 * generation and order write: the all-time figures read a few rows however many generations the
 * account has, the week's its hours' tallies and the rows of the week's two partial hours.
 */
export class SqlAccountStats implements AccountStatsReader {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async forUser(query: AccountStatsQuery): Promise<AccountStats> {
    const { connection, tx } = this.#scope;
    const tallies = await readTallies(connection, query.userId, ['generation:', 'order:'], tx);
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
    const week = await this.#week(query);
    const usage = await readSavedUsage(connection, query.userId, tx);
    return {
      generations,
      generationsInWindow: week.total,
      completedGenerations: completed,
      completedInWindow: week.completed,
      creditsUsed,
      transactions,
      topupsCents,
      savedItems: usage.items,
      savedBytes: usage.bytes,
    };
  }

  /**
   * The window's generations, all and completed: its whole hours from the hour tallies, and only
   * the rows of its partial first and last hours counted, from the index that ends in the status.
   */
  async #week(query: AccountStatsQuery): Promise<{ total: number; completed: number }> {
    const { connection, tx } = this.#scope;
    const { since, until } = query;
    const from = ceilHour(since);
    const to = floorHour(until);
    const wholeHours = from < to;
    let total = 0;
    let completed = 0;
    if (wholeHours) {
      for (const [status, n] of await readHourTallies(connection, query.userId, from, to, tx)) {
        total += n;
        if (status === 'completed') completed += n;
      }
    }
    const date = (at: Date) => bindDate(connection.dialect, at);
    const edges = wholeHours
      ? '((`created_at` >= $since AND `created_at` < $from) OR (`created_at` >= $to AND `created_at` <= $until))'
      : '`created_at` >= $since AND `created_at` <= $until';
    const [counted] = await select<Record<string, Figure>>(
      this.#scope,
      `SELECT COUNT(*) AS total, SUM(CASE WHEN \`status\` = 'completed' THEN 1 ELSE 0 END) AS completed
        FROM \`generations\`
        WHERE \`user_id\` = $userId AND \`deleted_at\` IS NULL AND ${edges}`,
      {
        userId: query.userId,
        since: date(since),
        until: date(until),
        ...(wholeHours ? { from: date(from), to: date(to) } : {}),
      },
    );
    return {
      total: total + whole(counted?.total),
      completed: completed + whole(counted?.completed),
    };
  }
}
