import {
  DomainError,
  type LinkedIdentity,
  type LinkedIdentityRepository,
  type NewLinkedIdentity,
} from '@lumen/domain';
import {
  bindDate,
  change,
  insertRow,
  isUniqueViolation,
  newId,
  type SqlScope,
  select,
  toDate,
  toDateOrNull,
} from '../sql-support';

interface LinkedIdentityRow {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  email: string;
  created_at: unknown;
  last_used_at: unknown;
}

const COLUMNS =
  'i.`id`, i.`user_id`, i.`issuer`, i.`subject`, i.`email`, i.`created_at`, i.`last_used_at`';

function toIdentity(row: LinkedIdentityRow): LinkedIdentity {
  return {
    id: row.id,
    userId: row.user_id,
    issuer: row.issuer,
    subject: row.subject,
    email: row.email,
    createdAt: toDate(row.created_at),
    lastUsedAt: toDateOrNull(row.last_used_at),
  };
}

export class SqlLinkedIdentityRepository implements LinkedIdentityRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async findBySubject(issuer: string, subject: string): Promise<LinkedIdentity | null> {
    const [row] = await select<LinkedIdentityRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`linked_identities\` i
         JOIN \`users\` u ON u.\`id\` = i.\`user_id\` AND u.\`deleted_at\` IS NULL
        WHERE i.\`issuer\` = $issuer AND i.\`subject\` = $subject`,
      { issuer, subject },
    );
    return row ? toIdentity(row) : null;
  }

  async listForUser(userId: string): Promise<LinkedIdentity[]> {
    const rows = await select<LinkedIdentityRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`linked_identities\` i
        WHERE i.\`user_id\` = $userId
        ORDER BY i.\`created_at\`, i.\`id\``,
      { userId },
    );
    return rows.map(toIdentity);
  }

  async link(identity: NewLinkedIdentity, now: Date): Promise<LinkedIdentity> {
    const id = newId();
    try {
      await insertRow(this.#scope, 'linked_identities', {
        id,
        user_id: identity.userId,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        created_at: now,
        last_used_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('conflict', 'This sign-in is already linked to an account');
      }
      throw error;
    }
    return { ...identity, id, createdAt: now, lastUsedAt: now };
  }

  async touch(userId: string, id: string, now: Date): Promise<void> {
    await change(
      this.#scope,
      'UPDATE `linked_identities` SET `last_used_at` = $now WHERE `id` = $id AND `user_id` = $userId',
      { id, userId, now: bindDate(this.#scope.connection.dialect, now) },
    );
  }

  async unlink(userId: string, id: string): Promise<boolean> {
    const removed = await change(
      this.#scope,
      'DELETE FROM `linked_identities` WHERE `id` = $id AND `user_id` = $userId',
      { id, userId },
    );
    return removed > 0;
  }
}
