import type {
  NewPersonalToken,
  PersonalToken,
  PersonalTokenRepository,
  TokenScope,
} from '@lumen/domain';
import {
  bindDate,
  change,
  insertRow,
  newId,
  type SqlScope,
  select,
  toDate,
  toDateOrNull,
} from '../sql-support';

interface PersonalTokenRow {
  id: string;
  user_id: string;
  name: string;
  scope: string;
  created_at: unknown;
  expires_at: unknown;
  last_used_at: unknown;
}

const COLUMNS =
  't.`id`, t.`user_id`, t.`name`, t.`scope`, t.`created_at`, t.`expires_at`, t.`last_used_at`';

function toPersonalToken(row: PersonalTokenRow): PersonalToken {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scope: row.scope as TokenScope,
    createdAt: toDate(row.created_at),
    expiresAt: toDateOrNull(row.expires_at),
    lastUsedAt: toDateOrNull(row.last_used_at),
  };
}

export class SqlPersonalTokenRepository implements PersonalTokenRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(token: NewPersonalToken): Promise<PersonalToken> {
    const id = newId();
    const createdAt = new Date();
    await insertRow(this.#scope, 'personal_access_tokens', {
      id,
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      created_at: createdAt,
      expires_at: token.expiresAt,
    });
    return { ...token, id, createdAt, lastUsedAt: null };
  }

  async listActive(userId: string, now: Date): Promise<PersonalToken[]> {
    const rows = await select<PersonalTokenRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`personal_access_tokens\` t
        WHERE t.\`user_id\` = $userId AND t.\`revoked_at\` IS NULL
          AND (t.\`expires_at\` IS NULL OR t.\`expires_at\` > $now)
        ORDER BY t.\`created_at\` DESC, t.\`id\` DESC`,
      { userId, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return rows.map(toPersonalToken);
  }

  async revoke(userId: string, id: string): Promise<boolean> {
    const changed = await change(
      this.#scope,
      `UPDATE \`personal_access_tokens\` SET \`revoked_at\` = $now
        WHERE \`id\` = $id AND \`user_id\` = $userId AND \`revoked_at\` IS NULL`,
      { id, userId, now: bindDate(this.#scope.connection.dialect, new Date()) },
    );
    return changed > 0;
  }

  /** Expired tokens are already dead: they are neither touched nor counted. */
  async revokeAll(userId: string): Promise<number> {
    return change(
      this.#scope,
      `UPDATE \`personal_access_tokens\` SET \`revoked_at\` = $now
        WHERE \`user_id\` = $userId AND \`revoked_at\` IS NULL
          AND (\`expires_at\` IS NULL OR \`expires_at\` > $now)`,
      { userId, now: bindDate(this.#scope.connection.dialect, new Date()) },
    );
  }

  async findActive(tokenHash: string, now: Date): Promise<PersonalToken | null> {
    const [row] = await select<PersonalTokenRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`personal_access_tokens\` t
         JOIN \`users\` u ON u.\`id\` = t.\`user_id\` AND u.\`deleted_at\` IS NULL
        WHERE t.\`token_hash\` = $tokenHash AND t.\`revoked_at\` IS NULL
          AND (t.\`expires_at\` IS NULL OR t.\`expires_at\` > $now)`,
      { tokenHash, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return row ? toPersonalToken(row) : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await change(
      this.#scope,
      'UPDATE `personal_access_tokens` SET `last_used_at` = $at WHERE `id` = $id',
      { id, at: bindDate(this.#scope.connection.dialect, at) },
    );
  }
}
