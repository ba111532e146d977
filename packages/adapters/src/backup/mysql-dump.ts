import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Connection as CallbackConnection } from 'mysql2';
import mysql from 'mysql2/promise';

/**
 * The rows of a MySQL/MariaDB database as JSON lines, read in one transaction: `START
 * TRANSACTION WITH CONSISTENT SNAPSHOT` under REPEATABLE READ gives every SELECT the database as
 * it was at that instant, while the server goes on writing (InnoDB reads do not lock), as
 * `mysqldump --single-transaction` does. The schema is not dumped: it is the migrations', and
 * restore runs them. A table's file starts with its column names, then one JSON array per row.
 */

/** Values JSON cannot carry as they are (binary columns), tagged so they come back as bytes. */
type Encoded = string | number | null | { $base64: string };

const BATCH_BYTES = 1_000_000;

/** mysql2 reads `mysql://`; the app also accepts `mariadb://`. */
function mysql2Options(url: string): mysql.ConnectionOptions {
  const u = new URL(url);
  u.protocol = 'mysql:';
  return {
    uri: u.toString(),
    // Values as the server prints them, so they go back unchanged: no time zone applied to
    // DATETIME, no float rounding of DECIMAL or BIGINT, JSON kept as text.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
    jsonStrings: true,
    timezone: 'Z',
    charset: 'utf8mb4',
  };
}

export async function connectMysql(url: string): Promise<mysql.Connection> {
  const connection = await mysql.createConnection(mysql2Options(url));
  await connection.query("SET time_zone = '+00:00'");
  return connection;
}

/** The base tables of the connection's database and their columns (generated ones left out). */
export async function mysqlTables(
  connection: mysql.Connection,
): Promise<Map<string, readonly string[]>> {
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    `SELECT c.TABLE_NAME AS t, c.COLUMN_NAME AS c
       FROM information_schema.COLUMNS c
       JOIN information_schema.TABLES tb
         ON tb.TABLE_SCHEMA = c.TABLE_SCHEMA AND tb.TABLE_NAME = c.TABLE_NAME
      WHERE c.TABLE_SCHEMA = DATABASE() AND tb.TABLE_TYPE = 'BASE TABLE'
        AND c.EXTRA NOT LIKE '%VIRTUAL GENERATED%'
        AND c.EXTRA NOT LIKE '%STORED GENERATED%'
        AND c.EXTRA NOT LIKE '%PERSISTENT GENERATED%'
      ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const table = String(row.t);
    const columns = tables.get(table) ?? [];
    columns.push(String(row.c));
    tables.set(table, columns);
  }
  return tables;
}

/** Opens the snapshot: every query on `connection` until `COMMIT` sees this one instant. */
export async function beginSnapshot(connection: mysql.Connection): Promise<void> {
  await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
}

/**
 * MariaDB's binary log position of the open snapshot (Binlog_snapshot_file/position, read in
 * the same transaction): the point a point-in-time recovery replays from. Null without a
 * binary log, and on MySQL, which has no such status.
 */
export async function snapshotBinlog(
  connection: mysql.Connection,
): Promise<{ file: string; position: number } | null> {
  const [rows] = await connection.query<mysql.RowDataPacket[]>(
    "SHOW STATUS LIKE 'binlog_snapshot_%'",
  );
  const status = new Map(rows.map((row) => [String(row.Variable_name).toLowerCase(), row.Value]));
  const file = String(status.get('binlog_snapshot_file') ?? '');
  const position = Number(status.get('binlog_snapshot_position') ?? 0);
  return file ? { file, position } : null;
}

/** Writes one table's rows (inside the snapshot) to `file`; answers how many. */
export async function dumpTable(
  connection: mysql.Connection,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  let rows = 0;
  try {
    await write(out, `${JSON.stringify(columns)}\n`);
    const sql = `SELECT ${columns.map((c) => mysql.escapeId(c)).join(', ')} FROM ${mysql.escapeId(table)}`;
    // The callback connection under the promise wrapper (mysql2 keeps it as `.connection`, typed
    // only on pool connections) streams row by row: memory stays bounded whatever the size.
    const { connection: raw } = connection as unknown as { connection: CallbackConnection };
    const stream = raw.query({ sql, rowsAsArray: true }).stream();
    for await (const row of stream as AsyncIterable<unknown[]>) {
      await write(out, `${JSON.stringify(row.map(encode))}\n`);
      rows++;
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

function encode(value: unknown): Encoded {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  return String(value);
}

function decode(value: Encoded): string | number | null | Buffer {
  if (value !== null && typeof value === 'object') return Buffer.from(value.$base64, 'base64');
  return value;
}

/**
 * Inserts a table file's rows in batches of about a megabyte (under any max_allowed_packet), on
 * a connection whose caller holds the transaction and has foreign key checks off (tables are
 * loaded in name order, not in reference order). Answers how many rows.
 */
export async function loadTable(
  connection: mysql.Connection,
  table: string,
  file: string,
): Promise<number> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let columns: string[] | undefined;
  let batch: unknown[][] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!columns || batch.length === 0) return;
    await connection.query('INSERT INTO ?? (??) VALUES ?', [table, columns, batch]);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    if (!columns) {
      columns = JSON.parse(line) as string[];
      continue;
    }
    batch.push((JSON.parse(line) as Encoded[]).map(decode));
    batchBytes += line.length;
    if (batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Why the connection's database is not empty (a table with rows), or null when it is. */
export async function mysqlNonEmptyReason(connection: mysql.Connection): Promise<string | null> {
  for (const table of (await mysqlTables(connection)).keys()) {
    if (table === 'schema_migrations') continue;
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT 1 FROM ?? LIMIT 1', [
      table,
    ]);
    if (rows.length > 0) return `its table ${table} has rows`;
  }
  return null;
}

export function rowsFile(dir: string, table: string): string {
  return path.join(dir, `${table}.jsonl`);
}
