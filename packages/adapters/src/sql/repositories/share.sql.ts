import type { NewShare, Share, ShareItemType, ShareRepository } from '@lumen/domain';
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

interface ShareRow {
  id: string;
  user_id: string;
  token: string;
  item_type: string;
  item_id: string;
  created_at: unknown;
  expires_at: unknown;
}

const COLUMNS =
  's.`id`, s.`user_id`, s.`token`, s.`item_type`, s.`item_id`, s.`created_at`, s.`expires_at`';

const LIVE = 's.`revoked_at` IS NULL AND (s.`expires_at` IS NULL OR s.`expires_at` > $now)';

function toShare(row: ShareRow): Share {
  return {
    id: row.id,
    userId: row.user_id,
    token: row.token,
    itemType: row.item_type as ShareItemType,
    itemId: row.item_id,
    createdAt: toDate(row.created_at),
    expiresAt: toDateOrNull(row.expires_at),
  };
}

export class SqlShareRepository implements ShareRepository {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  async create(share: NewShare): Promise<Share> {
    const id = newId();
    const createdAt = new Date();
    await insertRow(this.#scope, 'shares', {
      id,
      user_id: share.userId,
      token: share.token,
      item_type: share.itemType,
      item_id: share.itemId,
      created_at: createdAt,
      expires_at: share.expiresAt,
    });
    return { ...share, id, createdAt };
  }

  async listLive(userId: string, now: Date, limit: number): Promise<Share[]> {
    const rows = await select<ShareRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`shares\` s
        WHERE s.\`user_id\` = $userId AND ${LIVE}
        ORDER BY s.\`created_at\` DESC, s.\`id\` DESC
        LIMIT ${Math.max(1, Math.floor(limit))}`,
      { userId, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return rows.map(toShare);
  }

  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const changed = await change(
      this.#scope,
      `UPDATE \`shares\` SET \`revoked_at\` = $at
        WHERE \`id\` = $id AND \`user_id\` = $userId AND \`revoked_at\` IS NULL`,
      { id, userId, at: bindDate(this.#scope.connection.dialect, at) },
    );
    return changed > 0;
  }

  async findLive(token: string, now: Date): Promise<Share | null> {
    const [row] = await select<ShareRow>(
      this.#scope,
      `SELECT ${COLUMNS} FROM \`shares\` s
         JOIN \`users\` u ON u.\`id\` = s.\`user_id\` AND u.\`deleted_at\` IS NULL
        WHERE s.\`token\` = $token AND ${LIVE}`,
      { token, now: bindDate(this.#scope.connection.dialect, now) },
    );
    return row ? toShare(row) : null;
  }

  async removeAllOf(userId: string): Promise<number> {
    return change(this.#scope, 'DELETE FROM `shares` WHERE `user_id` = $userId', { userId });
  }
}
