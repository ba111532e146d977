import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';

/** The part of node-sqlite3's Backup object used here (its typings leave it out). */
interface Sqlite3Backup {
  readonly completed: boolean;
  readonly failed: boolean;
  step(pages: number, callback: (error: Error | null) => void): void;
  finish(callback: (error: Error | null) => void): void;
}

type BackupCapable = sqlite3.Database & {
  backup(
    filename: string,
    destName: string,
    sourceName: string,
    filenameIsDest: boolean,
    callback: (error: Error | null) => void,
  ): Sqlite3Backup;
};

const BUSY_TIMEOUT_MS = 10_000;
/** A step that meets a busy database is tried again this often, this many times at most. */
const RETRY_MS = 50;
const MAX_RETRIES = 600;

export async function openSqliteFile(file: string, mode: number): Promise<sqlite3.Database> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, mode, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  db.configure('busyTimeout', BUSY_TIMEOUT_MS);
  return db;
}

export function closeSqliteFile(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
}

export function allRows<T>(db: sqlite3.Database, sql: string): Promise<T[]> {
  return new Promise((resolve, reject) =>
    db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows as T[]))),
  );
}

/** The app's tables in an SQLite database (SQLite's own and the migrations' table aside). */
export async function sqliteTables(db: sqlite3.Database): Promise<string[]> {
  const rows = await allRows<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  return rows.map((row) => row.name).filter((name) => name !== 'schema_migrations');
}

/**
 * SQLite's online backup API, all pages in one step: the step reads under one read transaction,
 * so the copy is the database as one commit left it, while the server goes on writing (WAL lets
 * writers go on beside a reader). Copying the file instead could catch a half-written page.
 */
export function snapshotSqlite(liveFile: string, snapshotFile: string): Promise<void> {
  return pageCopy(liveFile, sqlite3.OPEN_READWRITE, snapshotFile, true);
}

/** The same API the other way: the snapshot's pages into the (empty) database at `targetFile`. */
export function restoreSqlite(snapshotFile: string, targetFile: string): Promise<void> {
  createPrivateFile(targetFile);
  return pageCopy(targetFile, sqlite3.OPEN_READWRITE, snapshotFile, false);
}

async function pageCopy(
  handleFile: string,
  mode: number,
  otherFile: string,
  otherIsDestination: boolean,
): Promise<void> {
  const db = (await openSqliteFile(handleFile, mode)) as BackupCapable;
  try {
    const backup = await new Promise<Sqlite3Backup>((resolve, reject) => {
      const b: Sqlite3Backup = db.backup(otherFile, 'main', 'main', otherIsDestination, (error) =>
        error ? reject(error) : resolve(b),
      );
    });
    for (let attempt = 0; !backup.completed; attempt++) {
      const error = await new Promise<Error | null>((resolve) =>
        backup.step(-1, (e) => resolve(e)),
      );
      if (backup.completed) break;
      // SQLITE_BUSY and SQLITE_LOCKED are retried (node-sqlite3's default retryErrors).
      if (backup.failed || attempt >= MAX_RETRIES) {
        throw error ?? new Error('The SQLite backup did not complete');
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    await new Promise<void>((resolve, reject) =>
      backup.finish((error) => (error ? reject(error) : resolve())),
    );
  } finally {
    await closeSqliteFile(db);
  }
}

/** Creates the file owner-only (0600) in an owner-only folder, as the server's own database. */
export function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** Why the SQLite database at `file` is not empty (a table with rows), or null when it is. */
export async function sqliteNonEmptyReason(file: string): Promise<string | null> {
  if (!existsSync(file) || statSync(file).size === 0) return null;
  const db = await openSqliteFile(file, sqlite3.OPEN_READONLY);
  try {
    for (const table of await sqliteTables(db)) {
      const rows = await allRows(db, `SELECT 1 FROM "${table}" LIMIT 1`);
      if (rows.length > 0) return `its table ${table} has rows`;
    }
    return null;
  } finally {
    await closeSqliteFile(db);
  }
}
