import type { TrialClaims } from '@lumen/domain';
import { sha256Hex } from '../../crypto/token-hash';
import { bindDate, change, select, type SqlScope, userChanged, write } from '../sql-support';

/** The trial claims (hashes only) and what a user row says about the verified address. */
export class SqlTrialClaims implements TrialClaims {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async claim(claimAddress: string, now: Date): Promise<boolean> {
    const { dialect } = this.#scope.connection;
    // The primary key decides: of concurrent sign-ups of one mailbox, one row goes in (MariaDB
    // makes the others wait for its commit, SQLite runs one writer at a time).
    const ignore = dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const inserted = await change(
      this.#scope,
      `${ignore} INTO \`trial_claims\` (\`email_hash\`, \`created_at\`) VALUES ($hash, $now)`,
      { hash: sha256Hex(claimAddress), now: bindDate(dialect, now) },
    );
    return inserted > 0;
  }

  async owe(userId: string, credits: number): Promise<void> {
    await change(
      this.#scope,
      'UPDATE `users` SET `trial_owed_credits` = $credits WHERE `id` = $userId',
      { credits, userId },
    );
  }

  markVerified(userId: string, now: Date): Promise<{ owedCredits: number } | null> {
    return write(this.#scope, async (tx) => {
      const [row] = await select<{ trial_owed_credits: number }>(
        this.#scope,
        `SELECT \`trial_owed_credits\` FROM \`users\`
          WHERE \`id\` = $userId AND \`deleted_at\` IS NULL AND \`email_verified_at\` IS NULL`,
        { userId },
        tx,
      );
      if (!row) return null;
      // The conditional UPDATE is the claim: of two concurrent verifications one changes the row.
      const won = await change(
        this.#scope,
        `UPDATE \`users\` SET \`email_verified_at\` = $now, \`trial_owed_credits\` = 0
          WHERE \`id\` = $userId AND \`deleted_at\` IS NULL AND \`email_verified_at\` IS NULL`,
        { userId, now: bindDate(this.#scope.connection.dialect, now) },
        tx,
      );
      if (won === 0) return null;
      userChanged(this.#scope, tx, userId);
      return { owedCredits: Number(row.trial_owed_credits ?? 0) };
    });
  }
}
