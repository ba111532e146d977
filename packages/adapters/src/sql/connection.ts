import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Sequelize, Transaction } from 'sequelize';

export type SqlDialect = 'mysql' | 'sqlite';

export interface DatabaseOptions {
  /** `mysql://user:pass@host:3306/db` (also `mariadb://`). Wins over `sqlitePath`. */
  url?: string;
  /** A file path, or `':memory:'` for a private throw-away database. */
  sqlitePath?: string;
  logging?: boolean;
  /** MySQL pool size; default 10. */
  poolMax?: number;
}

export interface SqlConnection {
  sequelize: Sequelize;
  dialect: SqlDialect;
  /**
   * Runs `fn` in one database transaction. On SQLite write transactions are serialised
   * in-process (one writer at a time, BEGIN IMMEDIATE) because node-sqlite3 busy-waits on the
   * libuv pool: many writers blocked in the busy handler can starve the one holding the lock.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 10_000;

export function openConnection(options: DatabaseOptions): SqlConnection {
  const logging = options.logging ? (sql: string) => console.debug(sql) : false;
  if (options.url) return openMysql(options.url, logging, options.poolMax ?? 10);
  return openSqlite(options.sqlitePath ?? ':memory:', logging);
}

function openMysql(
  url: string,
  logging: false | ((sql: string) => void),
  poolMax: number,
): SqlConnection {
  const parsed = new URL(url);
  if (!['mysql:', 'mariadb:'].includes(parsed.protocol)) {
    throw new Error(`Unsupported database URL protocol "${parsed.protocol}" (use mysql://)`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('The database URL must name a database: mysql://host/db');
  const sequelize = new Sequelize({
    dialect: 'mysql',
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
    logging,
    timezone: '+00:00',
    dialectOptions: { charset: 'utf8mb4', supportBigNumbers: true, decimalNumbers: false },
    define: { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    pool: { max: poolMax, min: 0, acquire: 30_000, idle: 10_000, evict: 1_000 },
  });
  return {
    sequelize,
    dialect: 'mysql',
    transaction: (fn) => sequelize.transaction((tx) => fn(tx)),
    close: () => sequelize.close(),
  };
}

function openSqlite(path: string, logging: false | ((sql: string) => void)): SqlConnection {
  // SQLite's ':memory:' is one connection: concurrent transactions would share it and see each
  // other's uncommitted writes, so an in-memory request gets a private temporary file instead.
  let tempDir: string | undefined;
  let storage = path;
  if (path === ':memory:') {
    tempDir = mkdtempSync(join(tmpdir(), 'lumen-sqlite-'));
    storage = join(tempDir, 'db.sqlite');
  }
  createPrivateFile(storage);
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage,
    logging,
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  configureEachSqliteConnection(sequelize);

  let tail: Promise<unknown> = Promise.resolve();
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const run = tail.then(() => sequelize.transaction((tx) => fn(tx)));
    tail = run.catch(() => undefined);
    return run;
  };

  return {
    sequelize,
    dialect: 'sqlite',
    transaction,
    close: async () => {
      await tail;
      await sequelize.close();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database file holds password and token hashes and billing data: it is created (or
 * tightened) owner-only, 0600, in an owner-only folder when this makes it. SQLite gives its
 * -wal and -shm files the database file's mode.
 */
function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

interface Sqlite3Database {
  configure(option: 'busyTimeout', value: number): void;
  exec(sql: string, cb: (err: Error | null) => void): void;
}

/**
 * Sequelize opens a fresh sqlite3 handle per transaction and only sets foreign_keys on it;
 * busy_timeout is per handle, so it is set here on every handle Sequelize hands out.
 */
function configureEachSqliteConnection(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<Sqlite3Database>;
  };
  const configured = new WeakSet<Sqlite3Database>();
  const original = manager.getConnection.bind(manager);
  manager.getConnection = async (options?: unknown) => {
    const connection = await original(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      await new Promise<void>((resolve, reject) =>
        connection.exec('PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;', (err) =>
          err ? reject(err) : resolve(),
        ),
      );
    }
    return connection;
  };
}

/** WAL is a property of the database file: set once, before anything else runs. */
export async function enableSqliteWal(connection: SqlConnection): Promise<void> {
  if (connection.dialect !== 'sqlite') return;
  await connection.sequelize.query('PRAGMA journal_mode = WAL;');
}
