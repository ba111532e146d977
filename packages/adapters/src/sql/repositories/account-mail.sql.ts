import type {
  AccountMailSettings,
  MailLanguage,
  NewPasswordResetToken,
  PasswordResetTokenRepository,
} from '@lumen/domain';
import { bindDate, change, insertRow, newId, type SqlScope, select } from '../sql-support';

/**
 * Password reset tokens (and, in a table of their own, the address verification's): kept as
 * their SHA-256, used once, dead after expires_at.
 */
export class SqlPasswordResetTokens implements PasswordResetTokenRepository {
  readonly #scope: SqlScope;
  readonly #name: string;
  /** The table's quoted name, for the statements. */
  readonly #table: string;

  constructor(
    scope: SqlScope,
    table: 'password_reset_tokens' | 'email_verification_tokens' = 'password_reset_tokens',
  ) {
    this.#scope = scope;
    this.#name = table;
    this.#table = `\`${table}\``;
  }

  async create(token: NewPasswordResetToken): Promise<void> {
    await insertRow(this.#scope, this.#name, {
      id: newId(),
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: new Date(),
      expires_at: token.expiresAt,
    });
  }

  async findUsable(tokenHash: string, now: Date): Promise<{ userId: string } | null> {
    const [row] = await select<{ user_id: string }>(
      this.#scope,
      `SELECT t.\`user_id\` FROM ${this.#table} t
         JOIN \`users\` u ON u.\`id\` = t.\`user_id\` AND u.\`deleted_at\` IS NULL
        WHERE t.\`token_hash\` = $tokenHash AND t.\`used_at\` IS NULL AND t.\`expires_at\` > $now`,
      { tokenHash, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return row ? { userId: row.user_id } : null;
  }

  async consume(tokenHash: string, now: Date): Promise<boolean> {
    const at = bindDate(this.#scope.connection.dialect, now);
    // One conditional UPDATE decides between concurrent uses of the same token.
    const won = await change(
      this.#scope,
      `UPDATE ${this.#table} SET \`used_at\` = $at
        WHERE \`token_hash\` = $tokenHash AND \`used_at\` IS NULL AND \`expires_at\` > $at`,
      { tokenHash, at },
    );
    if (won === 0) return false;
    const [row] = await select<{ user_id: string }>(
      this.#scope,
      `SELECT \`user_id\` FROM ${this.#table} WHERE \`token_hash\` = $tokenHash`,
      { tokenHash },
    );
    if (row) {
      await change(
        this.#scope,
        `UPDATE ${this.#table} SET \`used_at\` = $at
          WHERE \`user_id\` = $userId AND \`used_at\` IS NULL`,
        { userId: row.user_id, at },
      );
    }
    return true;
  }
}

/** One row per account that has a remembered language or has had a low-balance notice. */
export class SqlAccountMailSettings implements AccountMailSettings {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async language(userId: string): Promise<MailLanguage | null> {
    const [row] = await select<{ language: string | null }>(
      this.#scope,
      'SELECT `language` FROM `account_mail_settings` WHERE `user_id` = $userId',
      { userId },
    );
    return row?.language === 'en' || row?.language === 'es' ? row.language : null;
  }

  async rememberLanguage(userId: string, language: MailLanguage): Promise<void> {
    const upsert =
      this.#scope.connection.dialect === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE `language` = VALUES(`language`)'
        : 'ON CONFLICT (`user_id`) DO UPDATE SET `language` = excluded.`language`';
    await change(
      this.#scope,
      `INSERT INTO \`account_mail_settings\` (\`user_id\`, \`language\`)
       VALUES ($userId, $language) ${upsert}`,
      { userId, language },
    );
  }

  async claimLowBalanceNotice(userId: string, now: Date, withinMs: number): Promise<boolean> {
    const { dialect } = this.#scope.connection;
    const ignore = dialect === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    await change(
      this.#scope,
      `${ignore} INTO \`account_mail_settings\` (\`user_id\`) VALUES ($userId)`,
      { userId },
    );
    // The conditional UPDATE is the claim: of instances hearing the same event, one changes it.
    const claimed = await change(
      this.#scope,
      `UPDATE \`account_mail_settings\` SET \`low_balance_notified_at\` = $now
        WHERE \`user_id\` = $userId
          AND (\`low_balance_notified_at\` IS NULL OR \`low_balance_notified_at\` <= $since)`,
      {
        userId,
        now: bindDate(dialect, now),
        since: bindDate(dialect, new Date(now.getTime() - withinMs)),
      },
    );
    return claimed > 0;
  }
}
