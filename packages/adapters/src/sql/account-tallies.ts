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
// - `hour:<YYYY-MM-DDTHH>:<status>`: live generations made in that hour (UTC) in that status, and
//   their cost: the dashboard's week is the whole hours inside it read from these, and only the
//   rows of its two partial hours counted;
// - `order:<status>`: top-up orders in that status (n) and their amounts in cents (total).

export const ACCOUNT_TALLIES_TABLE = 'account_tallies';

export const generationTally = (type: string, status: string) => `generation:${type}:${status}`;
export const orderTally = (status: string) => `order:${status}`;

const HOUR_MS = 60 * 60 * 1000;
/** The hour an instant falls in, as a tally key's part: `2026-11-27T21` (UTC). */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);
export const hourTally = (hour: string, status: string) => `hour:${hour}:${status}`;
export const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
export const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

/** What one live generation counts for (`sign` -1 takes it out): its kind's tally and its hour's. */
export function generationTallies(
  generation: { generationType: string; status: string; costCredits: number; createdAt: Date },
  sign: 1 | -1,
): TallyChange[] {
  const { generationType, status, costCredits, createdAt } = generation;
  return [
    { tally: generationTally(generationType, status), n: sign, total: sign * costCredits },
    { tally: hourTally(hourOf(createdAt), status), n: sign, total: sign * costCredits },
  ];
}

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
  // A key named twice (a move out of and back into one tally) is one net change.
  const net = new Map<string, TallyChange>();
  for (const c of changes) {
    const was = net.get(c.tally);
    net.set(c.tally, {
      tally: c.tally,
      n: (was?.n ?? 0) + c.n,
      total: (was?.total ?? 0) + c.total,
    });
  }
  const live = [...net.values()].filter((c) => c.n !== 0 || c.total !== 0);
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

/** The user's tallies whose key starts with one of `prefixes` (absent keys are zero). */
export async function readTallies(
  db: SqlHandle,
  userId: string,
  prefixes: string | readonly string[],
  tx?: Transaction,
): Promise<Map<string, { n: number; total: number }>> {
  const list = typeof prefixes === 'string' ? [prefixes] : prefixes;
  const bind: Record<string, string> = { userId };
  const like = list.map((prefix, i) => {
    bind[`p${i}`] = `${prefix}%`;
    return `\`tally\` LIKE $p${i}`;
  });
  const rows = await db.sequelize.query<{
    tally: string;
    n: number | string;
    total: number | string;
  }>(
    `SELECT \`tally\`, \`n\`, \`total\` FROM \`${ACCOUNT_TALLIES_TABLE}\`
      WHERE \`user_id\` = $userId AND (${like.join(' OR ')})`,
    { bind, type: QueryTypes.SELECT, transaction: tx ?? null },
  );
  return new Map(rows.map((r) => [r.tally, { n: Number(r.n), total: Number(r.total) }]));
}

/**
 * The user's generations made in the whole hours from `from` (included) to `to` (left out),
 * by status, from the hour tallies: one primary-key range of at most (hours × statuses) rows.
 */
export async function readHourTallies(
  db: SqlHandle,
  userId: string,
  from: Date,
  to: Date,
  tx?: Transaction,
): Promise<Map<string, number>> {
  const rows = await db.sequelize.query<{ tally: string; n: number | string }>(
    `SELECT \`tally\`, \`n\` FROM \`${ACCOUNT_TALLIES_TABLE}\`
      WHERE \`user_id\` = $userId AND \`tally\` >= $from AND \`tally\` < $to`,
    {
      bind: { userId, from: `hour:${hourOf(from)}`, to: `hour:${hourOf(to)}` },
      type: QueryTypes.SELECT,
      transaction: tx ?? null,
    },
  );
  const byStatus = new Map<string, number>();
  for (const row of rows) {
    const status = row.tally.slice(row.tally.lastIndexOf(':') + 1);
    byStatus.set(status, (byStatus.get(status) ?? 0) + Number(row.n));
  }
  return byStatus;
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
  // Dates are kept in UTC on both engines (SQLite as 'YYYY-MM-DD HH:MM:SS.mmm +00:00' text).
  const hour =
    db.dialect === 'mysql'
      ? "DATE_FORMAT(`created_at`, '%Y-%m-%dT%H')"
      : "substr(`created_at`, 1, 10) || 'T' || substr(`created_at`, 12, 2)";
  await db.sequelize.query(
    `INSERT INTO \`${ACCOUNT_TALLIES_TABLE}\` (\`user_id\`, \`tally\`, \`n\`, \`total\`)
     SELECT \`user_id\`, ${concat("'hour:'", hour, "':'", '`status`')}, COUNT(*), SUM(\`cost_credits\`)
       FROM \`generations\` WHERE \`deleted_at\` IS NULL${forUser}
      GROUP BY \`user_id\`, ${hour}, \`status\``,
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
