import { QueryTypes } from 'sequelize';
import type { Database } from '../sql/database';

/**
 * The sum of the user's ledger rows, read straight from the table: tests check it equals the
 * balance (the ledger's invariant); the app itself never needs it.
 */
export async function ledgerSum(db: Database, userId: string): Promise<number> {
  const [row] = await db.sequelize.query<{ total: number | string | null }>(
    'SELECT COALESCE(SUM(`amount`), 0) AS total FROM `credit_ledger` WHERE `user_id` = $userId',
    { bind: { userId }, type: QueryTypes.SELECT },
  );
  return Number(row?.total ?? 0);
}
