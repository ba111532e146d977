import { QueryTypes, type Transaction } from 'sequelize';
import type { SqlHandle } from './saved-content-index';

// Per-account tallies (migration 0023): the figures the dashboard and the creations' list total
// read, kept in the same transaction as each write, so a read is one primary-key range of a few
// rows, not a count over an account's million generations. A rolled-back write rolls its tally
// back with it.
//
// One row per account and tally key:
// - `generation:<type>:<status>`: live generations of that type and status (n) and the sum of
//   their cost_credits (total);
// - `order:<status>`: top-up orders in that status (n) and their amounts in cents (total).

export const ACCOUNT_TALLIES_TABLE = 'account_tallies';

export const generationTally = (type: string, status: string) => `generation:${type}:${status}`;
export const orderTally = (status: string) => `order:${status}`;

export interface TallyChange {
  readonly tally: string;
  readonly n: number;
  readonly total: number;
}

/** Adds each change to the user's tallies inside `tx`, in one statement (rows made if missing). */
export async function addTallies(
  db: SqlHandle,
  tx: Transaction,
  userId: string,
  changes: readonly TallyChange[],
): Promise<void> {
  const live = changes.filter((c) => c.n !== 0 || c.total !== 0);
  if (live.length === 0) return;
  const bind: Record<string, string | number> = { userId };
  const rows = live.map((c, i) => {
    bind[`t${i}`] = c.tally;
    bind[`n${i}`] = c.n;
    bind[`s${i}`] = c.total;
    return `($userId, $t${i}, $n${i}, $s${i})`;
  });
  // The upsert takes the row's exclusive lock at once on InnoDB (as saved_usage's does); the
  // keys are sorted so two writers of one account lock its rows in the same order.
  const ordered = live
    .map((c, i) => ({ tally: c.tally, row: rows[i] as string }))
    .sort((a, b) => (a.tally < b.tally ? -1 : a.tally > b.tally ? 1 : 0))
    .map((r) => r.row);
  await db.sequelize.query(
    db.dialect === 'mysql'
      ? `INSERT INTO \`${ACCOUNT_TALLIES_TABLE}\` (\`user_id\`, \`tally\`, \`n\`, \`total\`)
         VALUES ${ordered.join(', ')}
         ON DUPLICATE KEY UPDATE \`n\` = \`n\` + VALUES(\`n\`), \`total\` = \`total\` + VALUES(\`total\`)`
      : `INSERT INTO \`${ACCOUNT_TALLIES_TABLE}\` (\`user_id\`, \`tally\`, \`n\`, \`total\`)
         VALUES ${ordered.join(', ')}
         ON CONFLICT (\`user_id\`, \`tally\`)
         DO UPDATE SET \`n\` = \`n\` + excluded.\`n\`, \`total\` = \`total\` + excluded.\`total\``,
    { bind, type: QueryTypes.INSERT, transaction: tx },
  );
}

/** One row (n, total) moved from one tally key to another: a status change. */
export function moveTally(from: string, to: string, total: number): TallyChange[] {
  if (from === to) return [];
  return [
    { tally: from, n: -1, total: -total },
    { tally: to, n: 1, total },
  ];
}

/** The user's tallies whose key starts with `prefix` (absent keys are zero). */
export async function readTallies(
  db: SqlHandle,
  userId: string,
  prefix: string,
  tx?: Transaction,
): Promise<Map<string, { n: number; total: number }>> {
  const rows = await db.sequelize.query<{
    tally: string;
    n: number | string;
    total: number | string;
  }>(
    `SELECT \`tally\`, \`n\`, \`total\` FROM \`${ACCOUNT_TALLIES_TABLE}\`
      WHERE \`user_id\` = $userId AND \`tally\` LIKE $prefix`,
    { bind: { userId, prefix: `${prefix}%` }, type: QueryTypes.SELECT, transaction: tx ?? null },
  );
  return new Map(rows.map((r) => [r.tally, { n: Number(r.n), total: Number(r.total) }]));
}

/**
 * Sets every account's tallies from its rows as they are now: migration 0023's backfill, and a
 * tool's after it has written rows behind the repositories' back (the bench's bulk seed).
 */
export async function fillAccountTallies(db: SqlHandle, userId?: string): Promise<void> {
  const concat = (...parts: string[]) =>
    db.dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || ');
  const forUser = userId ? ' AND `user_id` = $userId' : '';
  const bind = userId ? { userId } : {};
  await db.sequelize.query(`DELETE FROM \`${ACCOUNT_TALLIES_TABLE}\` WHERE 1 = 1${forUser}`, {
    bind,
  });
  await db.sequelize.query(
    `INSERT INTO \`${ACCOUNT_TALLIES_TABLE}\` (\`user_id\`, \`tally\`, \`n\`, \`total\`)
     SELECT \`user_id\`, ${concat("'generation:'", '`generation_type`', "':'", '`status`')},
            COUNT(*), SUM(\`cost_credits\`)
       FROM \`generations\` WHERE \`deleted_at\` IS NULL${forUser}
      GROUP BY \`user_id\`, \`generation_type\`, \`status\``,
    { bind },
  );
  // DECIMAL(10,2) is a REAL on SQLite: each amount is made whole cents before the sum.
  // A closed account's orders stay for the books; nobody reads its figures, so it has none.
  await db.sequelize.query(
    `INSERT INTO \`${ACCOUNT_TALLIES_TABLE}\` (\`user_id\`, \`tally\`, \`n\`, \`total\`)
     SELECT t.\`user_id\`, ${concat("'order:'", 't.`status`')},
            COUNT(*), SUM(ROUND(t.\`amount\` * 100))
       FROM \`transactions\` t JOIN \`users\` u ON u.\`id\` = t.\`user_id\`
      WHERE u.\`deleted_at\` IS NULL${userId ? ' AND t.`user_id` = $userId' : ''}
      GROUP BY t.\`user_id\`, t.\`status\``,
    { bind },
  );
}
