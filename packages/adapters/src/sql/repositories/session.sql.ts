import type { NewSession, Session, SessionRepository, SessionSummary } from '@lumen/domain';
import { Op } from 'sequelize';
import type { SessionRow } from '../models';
import {
  bindDate,
  newId,
  select,
  type SqlScope,
  toDate,
  toDateOrNull,
  write,
} from '../sql-support';

export function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    tokenHash: row.token_hash,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    revokedAt: toDateOrNull(row.revoked_at),
    userAgent: row.user_agent ?? null,
    ipAddress: row.ip_address ?? null,
  };
}

const TOKEN_HASH = /^[0-9a-f]{64}$/;

export class SqlSessionRepository implements SessionRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(session: NewSession): Promise<Session> {
    if (!TOKEN_HASH.test(session.tokenHash)) {
      throw new Error('A session is stored by the lowercase hex SHA-256 of its token');
    }
    const row = await write(this.#scope, (transaction) =>
      this.#scope.models.Session.create(
        {
          id: newId(),
          user_id: session.userId,
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
          revoked_at: null,
          ip_address: session.ipAddress?.slice(0, 45) ?? null,
          user_agent: session.userAgent?.slice(0, 512) ?? null,
        },
        { transaction },
      ),
    );
    return toSession(row.get({ plain: true }));
  }

  /** One indexed lookup; a soft-deleted user's sessions are dead too. */
  async findActive(tokenHash: string, now: Date): Promise<Session | null> {
    const { dialect } = this.#scope.connection;
    const [row] = await select<SessionRow>(
      this.#scope,
      `SELECT s.* FROM \`sessions\` s
        JOIN \`users\` u ON u.\`id\` = s.\`user_id\` AND u.\`deleted_at\` IS NULL
       WHERE s.\`token_hash\` = $tokenHash AND s.\`revoked_at\` IS NULL AND s.\`expires_at\` > $now`,
      { tokenHash, now: bindDate(dialect, now) },
    );
    return row ? toSession(row) : null;
  }

  async revoke(userId: string, sessionId: string): Promise<void> {
    await write(this.#scope, (transaction) =>
      this.#scope.models.Session.update(
        { revoked_at: new Date() },
        { where: { id: sessionId, user_id: userId, revoked_at: null }, transaction },
      ),
    );
  }

  async extend(session: Session, expiresAt: Date): Promise<void> {
    await write(this.#scope, (transaction) =>
      this.#scope.models.Session.update(
        // The expiry slides when a request is seen: that is the session's last activity.
        { expires_at: expiresAt, last_seen_at: new Date() },
        {
          where: {
            id: session.id,
            user_id: session.userId,
            revoked_at: null,
            expires_at: { [Op.lt]: expiresAt },
          },
          transaction,
        },
      ),
    );
  }

  async revokeAll(userId: string, exceptSessionId?: string): Promise<number> {
    const [count] = await write(this.#scope, (transaction) =>
      this.#scope.models.Session.update(
        { revoked_at: new Date() },
        {
          where: {
            user_id: userId,
            revoked_at: null,
            ...(exceptSessionId ? { id: { [Op.ne]: exceptSessionId } } : {}),
          },
          transaction,
        },
      ),
    );
    return count;
  }

  async listActive(userId: string, now: Date): Promise<SessionSummary[]> {
    const rows = await select<SessionRow>(
      this.#scope,
      `SELECT * FROM \`sessions\`
        WHERE \`user_id\` = $userId AND \`revoked_at\` IS NULL AND \`expires_at\` > $now
        ORDER BY COALESCE(\`last_seen_at\`, \`created_at\`) DESC, \`id\`
        LIMIT 200`,
      { userId, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return rows.map((row) => {
      const session = toSession(row);
      return {
        id: session.id,
        createdAt: session.createdAt,
        lastActiveAt: toDateOrNull(row.last_seen_at) ?? session.createdAt,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
      };
    });
  }

  async deleteExpired(now: Date): Promise<number> {
    return write(this.#scope, (transaction) =>
      this.#scope.models.Session.destroy({ where: { expires_at: { [Op.lt]: now } }, transaction }),
    );
  }
}
