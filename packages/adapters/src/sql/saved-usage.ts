import { QueryTypes, type Transaction } from 'sequelize';
import { type DomainError, type SavedQuota, savedQuotaExceeded } from '@lumen/domain';
import type { SqlHandle } from './saved-content-index';

// What one account's library holds (migration 0019): per user, the live saved items (texts and
// images together) and their bytes, changed in the same transaction as every save and delete.
// A save adds to the row only while the sum stays within the quota, in one conditional UPDATE:
// the row is locked by the first of two concurrent saves (InnoDB) or the database is (SQLite),
// and the second sees the first's sum, so both cannot pass.

export const SAVED_USAGE_TABLE = 'saved_usage';

/** What a saved text or image counts for: one item, and the UTF-8 bytes of its texts. */
export function savedBytes(...texts: readonly (string | null | undefined)[]): number {
  return texts.reduce((sum, text) => sum + (text ? Buffer.byteLength(text, 'utf8') : 0), 0);
}

/**
 * Adds `items` and `bytes` to the user's usage inside `tx`, or, when that would pass `quota`,
 * answers the error (nothing is added; the caller rolls its save back).
 */
export async function addSavedUsage(
  db: SqlHandle,
  tx: Transaction,
  userId: string,
  items: number,
  bytes: number,
  quota: SavedQuota | undefined,
): Promise<DomainError<'quota_exceeded'> | null> {
  const { sequelize, dialect } = db;
  // The row is made if missing and locked in one statement. On InnoDB the upsert takes the
  // row's exclusive lock at once: INSERT IGNORE took a shared lock on a row a concurrent save
  // had just made, and two of those each waiting to upgrade it deadlocked.
  await sequelize.query(
    dialect === 'mysql'
      ? `INSERT INTO \`${SAVED_USAGE_TABLE}\` (\`user_id\`, \`items\`, \`bytes\`)
         VALUES ($userId, 0, 0) ON DUPLICATE KEY UPDATE \`items\` = \`items\``
      : `INSERT INTO \`${SAVED_USAGE_TABLE}\` (\`user_id\`, \`items\`, \`bytes\`)
         VALUES ($userId, 0, 0) ON CONFLICT (\`user_id\`) DO NOTHING`,
    { bind: { userId }, transaction: tx },
  );
  const within = quota
    ? ' AND `items` + $items <= $maxItems AND `bytes` + $bytes <= $maxBytes'
    : '';
  const changed = await sequelize.query(
    `UPDATE \`${SAVED_USAGE_TABLE}\` SET \`items\` = \`items\` + $items, \`bytes\` = \`bytes\` + $bytes
      WHERE \`user_id\` = $userId${within}`,
    {
      bind: {
        userId,
        items,
        bytes,
        ...(quota ? { maxItems: quota.items, maxBytes: quota.bytes } : {}),
      },
      type: QueryTypes.BULKUPDATE,
      transaction: tx,
    },
  );
  if (Number(changed) > 0 || !quota) return null;
  const usage = await readSavedUsage(db, userId, tx);
  return savedQuotaExceeded(quota, usage.items + items > quota.items ? 'items' : 'bytes');
}

/** Takes a deleted item out of the user's usage, inside `tx`. */
export async function removeSavedUsage(
  db: SqlHandle,
  tx: Transaction,
  userId: string,
  bytes: number,
): Promise<void> {
  await db.sequelize.query(
    `UPDATE \`${SAVED_USAGE_TABLE}\` SET \`items\` = \`items\` - 1, \`bytes\` = \`bytes\` - $bytes
      WHERE \`user_id\` = $userId`,
    { bind: { userId, bytes }, transaction: tx },
  );
}

/** The user's usage now (zero when nothing was ever saved). */
export async function readSavedUsage(
  db: SqlHandle,
  userId: string,
  tx?: Transaction,
): Promise<{ items: number; bytes: number }> {
  const [row] = await db.sequelize.query<{ items: number | string; bytes: number | string }>(
    `SELECT \`items\`, \`bytes\` FROM \`${SAVED_USAGE_TABLE}\` WHERE \`user_id\` = $userId`,
    { bind: { userId }, type: QueryTypes.SELECT, transaction: tx ?? null },
  );
  return { items: Number(row?.items ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Sets every user's usage from the live rows as they are now: migration 0019's backfill, and a
 * tool's after it has written rows behind the repositories' back. Bytes as `savedBytes` counts
 * them: a text's content and prompt, an image's prompt and negative prompt.
 */
export async function fillSavedUsage(db: SqlHandle): Promise<void> {
  const bytes = (column: string) =>
    db.dialect === 'mysql'
      ? `COALESCE(LENGTH(\`${column}\`), 0)`
      : `COALESCE(length(CAST(\`${column}\` AS BLOB)), 0)`;
  await db.sequelize.query(`DELETE FROM \`${SAVED_USAGE_TABLE}\``);
  await db.sequelize.query(
    `INSERT INTO \`${SAVED_USAGE_TABLE}\` (\`user_id\`, \`items\`, \`bytes\`)
     SELECT \`user_id\`, SUM(n), SUM(b) FROM (
       SELECT \`user_id\`, 1 AS n, ${bytes('content')} + ${bytes('prompt')} AS b
         FROM \`saved_texts\` WHERE \`deleted_at\` IS NULL
       UNION ALL
       SELECT \`user_id\`, 1 AS n, ${bytes('prompt')} + ${bytes('negative_prompt')} AS b
         FROM \`saved_images\` WHERE \`deleted_at\` IS NULL
     ) live GROUP BY \`user_id\``,
  );
}
