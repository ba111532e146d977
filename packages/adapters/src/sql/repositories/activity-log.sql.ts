import type {
  ActivityLog,
  ActivityLogEntry,
  ListQuery,
  NewActivityLogEntry,
  Page,
} from '@lumen/domain';
import type { ActivityLogRow } from '../models';
import {
  jsonOrNull,
  listRows,
  newId,
  orderBy,
  parseJsonObject,
  type SqlScope,
  toDate,
  write,
} from '../sql-support';

export function toActivityLogEntry(row: ActivityLogRow): ActivityLogEntry {
  return {
    id: row.id,
    // Nullable in the table (a failed login for an unknown email has no user); '' here.
    userId: row.user_id ?? '',
    action: row.action,
    ipAddress: row.ip_address ?? null,
    userAgent: row.user_agent ?? null,
    metadata: parseJsonObject(row.metadata),
    createdAt: toDate(row.created_at),
  };
}

const SORT_COLUMNS = { created_at: '`created_at`' } as const;

export class SqlActivityLog implements ActivityLog {
  readonly #scope: SqlScope;

  constructor(scope: SqlScope) {
    this.#scope = scope;
  }

  /** An empty userId (unknown account, e.g. a failed login) is stored as NULL. */
  async record(entry: NewActivityLogEntry): Promise<void> {
    await write(this.#scope, (transaction) =>
      this.#scope.models.ActivityLog.create(
        {
          id: newId(),
          user_id: entry.userId ? entry.userId : null,
          action: entry.action.slice(0, 64),
          ip_address: entry.ipAddress?.slice(0, 45) ?? null,
          user_agent: entry.userAgent?.slice(0, 512) ?? null,
          metadata: jsonOrNull(entry.metadata),
        },
        { transaction },
      ),
    );
  }

  async list(query: ListQuery): Promise<Page<ActivityLogEntry>> {
    const { rows, total } = await listRows<ActivityLogRow>(this.#scope, {
      table: '`user_activity_log`',
      where: ['`user_id` = $userId'],
      bind: { userId: query.userId },
      orderBy: orderBy(SORT_COLUMNS, query.sort, { by: 'created_at', order: 'desc' }),
      page: query.page,
      limit: query.limit,
    });
    return { items: rows.map(toActivityLogEntry), total };
  }
}
