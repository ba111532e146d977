import type { Generation, OperatorQueries, Transaction, UserRoles } from '@lumen/domain';
import type { GenerationRow, TransactionRow } from '../models';
import { bindDate, change, select, type SqlScope } from '../sql-support';
import { toGeneration } from './generation.sql';
import { toTransaction } from './transaction.sql';

/** user_roles: one row per (user, role); granting twice changes nothing. */
export class SqlUserRoles implements UserRoles {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async has(userId: string, role: string): Promise<boolean> {
    const rows = await select<{ n: number | string }>(
      this.#scope,
      'SELECT COUNT(*) AS n FROM `user_roles` WHERE `user_id` = $userId AND `role` = $role',
      { userId, role },
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  async grant(userId: string, role: string): Promise<boolean> {
    if (await this.has(userId, role)) return false;
    const { dialect } = this.#scope.connection;
    const ignore = dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    // The primary key makes a concurrent second grant a no-op rather than an error.
    const changed = await change(
      this.#scope,
      `${ignore} INTO \`user_roles\` (\`user_id\`, \`role\`, \`created_at\`) VALUES ($userId, $role, $now)`,
      { userId, role, now: bindDate(dialect, new Date()) },
    );
    return changed !== 0 || (await this.has(userId, role));
  }

  async revoke(userId: string, role: string): Promise<boolean> {
    const had = await this.has(userId, role);
    await change(
      this.#scope,
      'DELETE FROM `user_roles` WHERE `user_id` = $userId AND `role` = $role',
      { userId, role },
    );
    return had;
  }
}

/** The console's system-wide failure lists. */
export class SqlOperatorQueries implements OperatorQueries {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async failedPayments(since: Date, limit: number): Promise<Transaction[]> {
    const rows = await select<TransactionRow>(
      this.#scope,
      `SELECT * FROM \`transactions\`
        WHERE (\`status\` = 'failed' AND \`created_at\` >= $since) OR \`refund_due_at\` >= $since
        ORDER BY \`created_at\` DESC, \`id\` DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
      { since: bindDate(this.#scope.connection.dialect, since) },
    );
    return rows.map(toTransaction);
  }

  async failedGenerations(since: Date, limit: number): Promise<Generation[]> {
    const rows = await select<GenerationRow>(
      this.#scope,
      `SELECT * FROM \`generations\` WHERE \`status\` = 'failed' AND \`created_at\` >= $since
        ORDER BY \`created_at\` DESC, \`id\` DESC LIMIT ${Math.max(1, Math.floor(limit))}`,
      { since: bindDate(this.#scope.connection.dialect, since) },
    );
    return rows.map(toGeneration);
  }
}
