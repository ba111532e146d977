import { randomUUID } from 'node:crypto';
import {
  type Model,
  type ModelStatic,
  QueryTypes,
  type Transaction,
  UniqueConstraintError,
} from 'sequelize';
import type { SqlConnection, SqlDialect } from './connection';
import type { Models } from './models';

/**
 * What every repository works with: the connection, the models, and — inside
 * `db.transaction(…)` — the open transaction that all its reads and writes join.
 */
export interface SqlScope {
  connection: SqlConnection;
  models: Models;
  tx?: Transaction;
  /** Hears, after the commit, of each user whose account view (name, balance, trial) changed. */
  onUserChanged?: (userId: string) => void;
}

/**
 * Says that `tx` changed what the user's account view shows. Every write to the `users` row
 * calls it, so a cache of that view (GET /api/auth/me's) learns of the change without knowing
 * the repositories. The listener hears it once the outermost transaction commits: a reader
 * told earlier could read the old row again and keep it; a rollback changed nothing to tell.
 */
export function userChanged(scope: SqlScope, tx: Transaction, userId: string): void {
  const listener = scope.onUserChanged;
  if (!listener) return;
  // Inside `db.transaction(…)` the scope's transaction is the outermost; `tx` may be a savepoint.
  (scope.tx ?? tx).afterCommit(() => listener(userId));
}

export const newId = (): string => randomUUID();

/** Runs `fn` in the scope's transaction, or in a new one when there is none. */
export function write<T>(scope: SqlScope, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return scope.tx ? fn(scope.tx) : scope.connection.transaction(fn);
}

export type Bind = Record<string, string | number | boolean | null>;

/** A raw SELECT with bound parameters (`$name`), inside the scope's transaction if any. */
export function select<R extends object>(
  scope: SqlScope,
  sql: string,
  bind: Bind,
  tx: Transaction | undefined = scope.tx,
): Promise<R[]> {
  return scope.connection.sequelize.query<R>(sql, {
    bind,
    type: QueryTypes.SELECT,
    transaction: tx ?? null,
  });
}

/** A raw UPDATE/DELETE with bound parameters; returns the number of rows it changed. */
export async function change(
  scope: SqlScope,
  sql: string,
  bind: Bind,
  tx: Transaction | undefined = scope.tx,
): Promise<number> {
  const affected = await scope.connection.sequelize.query(sql, {
    bind,
    type: QueryTypes.BULKUPDATE,
    transaction: tx ?? null,
  });
  return Number(affected);
}

/**
 * A raw INSERT of one row, keyed by column name, inside the scope's transaction if any. Dates
 * are bound the dialect's way; column names are ours, never the caller's input.
 */
export async function insertRow(
  scope: SqlScope,
  table: string,
  row: Readonly<Record<string, string | number | boolean | Date | null>>,
): Promise<void> {
  const { dialect, sequelize } = scope.connection;
  const columns = Object.keys(row);
  const bind: Bind = {};
  for (const column of columns) {
    const value = row[column] ?? null;
    bind[column] = value instanceof Date ? bindDate(dialect, value) : value;
  }
  await sequelize.query(
    `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')})
     VALUES (${columns.map((c) => `$${c}`).join(', ')})`,
    { bind, type: QueryTypes.INSERT, transaction: scope.tx ?? null },
  );
}

/**
 * A Date as a bound parameter. Sequelize stores SQLite dates as text
 * ('YYYY-MM-DD HH:MM:SS.mmm +00:00'), and sqlite3 would bind a Date as a number, so SQLite gets
 * the same text; mysql2 formats a Date itself in the connection's UTC time zone.
 */
export function bindDate(dialect: SqlDialect, date: Date): string | number {
  if (dialect === 'mysql') return date.toISOString().replace('T', ' ').replace('Z', '');
  return `${date.toISOString().replace('T', ' ').replace('Z', '')} +00:00`;
}

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value);
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?: ?(Z|[+-]\d{2}:?\d{2}))?$/.exec(text);
  if (m) return new Date(`${m[1]}T${m[2]}${m[3] ?? 'Z'}`);
  return new Date(text);
}

export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function toInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toIntOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : toInt(value);
}

export function parseJsonObject(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return value as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(value));
    return parsed !== null && typeof parsed === 'object'
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function jsonOrNull(value: Readonly<Record<string, unknown>> | null | undefined) {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** DECIMAL(10,2) as mysql2 (string) or sqlite3 (number) returns it → integer cents. */
export function decimalToCents(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value).trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(text);
  if (!m) throw new Error(`Not a decimal amount: ${text}`);
  const fraction = `${m[3] ?? ''}00`.slice(0, 2);
  const cents = Number(m[2]) * 100 + Number(fraction);
  return m[1] ? -cents : cents;
}

/** Integer cents → the exact 'D.CC' text a DECIMAL(10,2) column takes. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** LIKE pattern for a literal substring: `%`, `_` and the escape itself lose their meaning. */
export const LIKE_ESCAPE = '!';
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintError;
}

/** Page and limit as safe whole numbers (the schemas validate them; this is the last guard). */
export function pageWindow(page: number, limit: number, maxLimit = 100) {
  const p = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const l = Number.isSafeInteger(limit) && limit >= 1 ? Math.min(limit, maxLimit) : 10;
  return { limit: l, offset: (p - 1) * l };
}

export interface ListSpec {
  /** Columns to select, table alias-free (one table per list). */
  table: string;
  /** SQL fragments joined with AND; every value in them is a `$name` bound in `bind`. */
  where: string[];
  bind: Bind;
  /** Already allow-listed ORDER BY text (never built from input directly). */
  orderBy: string;
  page: number;
  limit: number;
  /** The matching rows' number when the caller keeps it (a tally): no COUNT is run. */
  total?: number;
}

export async function listRows<R extends object>(scope: SqlScope, spec: ListSpec) {
  const where = spec.where.length > 0 ? `WHERE ${spec.where.join(' AND ')}` : '';
  const { limit, offset } = pageWindow(spec.page, spec.limit);
  const total = spec.total ?? (await countRows(scope, spec.table, where, spec.bind));
  if (total === 0 || offset >= total) return { rows: [] as R[], total };
  // limit/offset are whole numbers from pageWindow, not input text.
  const rows = await select<R>(
    scope,
    `SELECT * FROM ${spec.table} ${where} ORDER BY ${spec.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    spec.bind,
  );
  return { rows, total };
}

async function countRows(scope: SqlScope, table: string, where: string, bind: Bind) {
  const [row] = await select<{ n: number | string }>(
    scope,
    `SELECT COUNT(*) AS n FROM ${table} ${where}`,
    bind,
  );
  return Number(row?.n ?? 0);
}

export type SortOrder = 'asc' | 'desc';

/**
 * ORDER BY from allow-lists: `by` must be a key of `columns`, `order` asc|desc, else it throws.
 * A tie-break on id keeps pages stable.
 */
export function orderBy<S extends string>(
  columns: Readonly<Record<S, string>>,
  sort: { by: S; order: SortOrder } | undefined,
  fallback: { by: S; order: SortOrder },
): string {
  const chosen = sort ?? fallback;
  if (!Object.hasOwn(columns, chosen.by)) throw new Error(`Unsupported sort column: ${chosen.by}`);
  const direction = { asc: 'ASC', desc: 'DESC' }[chosen.order];
  if (!direction) throw new Error(`Unsupported sort order: ${String(chosen.order)}`);
  return `${columns[chosen.by]} ${direction}, \`id\` ${direction}`;
}

/**
 * `column = $key` for each filter given a value, binding it; columns and keys come from the
 * caller's allow-list, never from input.
 */
export function equalityFilters(
  bind: Bind,
  filters: readonly (readonly [column: string, key: string, value: string | undefined])[],
): string[] {
  const where: string[] = [];
  for (const [column, key, value] of filters) {
    if (!value) continue;
    where.push(`\`${column}\` = $${key}`);
    bind[key] = value;
  }
  return where;
}

/**
 * Soft-deletes one live row of this user inside `tx` (paranoid model) and returns it as it was,
 * or null when there is none; the row is locked first, so two deletes of it return it once.
 */
export async function softDeleteOwned<R extends object>(
  // biome-ignore lint/suspicious/noExplicitAny: the models' creation attributes vary.
  model: ModelStatic<Model<R, any>>,
  tx: Transaction,
  userId: string,
  id: string,
): Promise<R | null> {
  const where = { id, user_id: userId } as never;
  const row = await model.findOne({ where, transaction: tx, lock: tx.LOCK.UPDATE });
  if (!row) return null;
  const plain = row.get({ plain: true }) as R;
  return (await model.destroy({ where, transaction: tx })) > 0 ? plain : null;
}
