import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { mediaKeyOf } from '../media/media-keys';
import { openConnection } from '../sql/connection';
import { createMigrator, migrate } from '../sql/migrator';
import {
  BACKUP_FORMAT,
  BackupError,
  type BackupManifest,
  ChecksumList,
  isKnownMigration,
  MANIFEST_FILE,
  MEDIA_DIR,
  migrationsThrough,
  ROWS_DIR,
  readManifest,
  SQLITE_FILE,
  schemaVersionOf,
  sha256Of,
  sha256OfFile,
  verifyChecksums,
} from './backup-format';
import { LocalMediaTree, type MediaTreeOptions, openMediaTree } from './media-tree';
import {
  beginSnapshot,
  connectMysql,
  dumpTable,
  loadTable,
  mysqlNonEmptyReason,
  mysqlTables,
  rowsFile,
  snapshotBinlog,
} from './mysql-dump';
import {
  allRows,
  closeSqliteFile,
  openSqliteFile,
  restoreSqlite,
  snapshotSqlite,
  sqliteNonEmptyReason,
  sqliteTables,
} from './sqlite-snapshot';

/** Where the data is: the server's DATABASE_URL, else its SQLite file; and its media store. */
export interface BackupPlace {
  readonly database: { readonly url: string } | { readonly sqlitePath: string };
  readonly media: MediaTreeOptions;
  /** PUBLIC_URL, to read media URLs stored absolute. */
  readonly publicUrl?: string;
  /** Progress lines (the scripts print them). */
  readonly log?: (line: string) => void;
}

/**
 * The media URLs live rows point at, read inside the snapshot: a generation's result, a saved
 * image and its source. Rows of closed accounts and deleted rows are left out (closing an
 * account removes its media on purpose).
 */
const REFERENCED_MEDIA_SQL = `
  SELECT g.\`result_url\` AS url FROM \`generations\` g JOIN \`users\` u ON u.\`id\` = g.\`user_id\`
   WHERE u.\`deleted_at\` IS NULL AND g.\`deleted_at\` IS NULL AND g.\`result_url\` IS NOT NULL
  UNION ALL
  SELECT s.\`image_url\` FROM \`saved_images\` s JOIN \`users\` u ON u.\`id\` = s.\`user_id\`
   WHERE u.\`deleted_at\` IS NULL AND s.\`deleted_at\` IS NULL
  UNION ALL
  SELECT s.\`source_url\` FROM \`saved_images\` s JOIN \`users\` u ON u.\`id\` = s.\`user_id\`
   WHERE u.\`deleted_at\` IS NULL AND s.\`deleted_at\` IS NULL`;

interface DatabaseSnapshot {
  readonly snapshotAt: Date;
  readonly schemaVersion: string;
  readonly tables: Record<string, number>;
  readonly mediaUrls: readonly string[];
  readonly binlog?: { readonly file: string; readonly position: number } | null;
}

/**
 * Writes a backup of the database and the media to `dir` (a new or empty folder) while the
 * server goes on serving: the database first, as one consistent snapshot, then the media. Media
 * are written once under fresh keys and removed only when their account is closed, so every
 * medium a live row of the snapshot points at is still there when the copy reaches it, unless
 * its account was closed in between (then it is listed as missing in the manifest); media
 * written after the snapshot are copied too, and are harmless extras.
 */
export async function createBackup(dir: string, place: BackupPlace): Promise<BackupManifest> {
  const log = place.log ?? (() => {});
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty: a backup goes into a new or empty folder`);
  }
  // The backup holds password hashes and billing data: owner only, as DATA_DIR.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const checksums = new ChecksumList();

  const dialect = 'url' in place.database ? 'mysql' : 'sqlite';
  const snapshot =
    'url' in place.database
      ? await snapshotMysql(place.database.url, dir, checksums)
      : await snapshotSqliteFile(place.database.sqlitePath, dir, checksums);
  const rowCount = Object.values(snapshot.tables).reduce((a, b) => a + b, 0);
  log(`database (${dialect}): ${rowCount} rows in ${Object.keys(snapshot.tables).length} tables`);

  const source = openMediaTree(place.media);
  const copy = new LocalMediaTree(path.join(dir, MEDIA_DIR));
  const copied = new Set<string>();
  let bytes = 0;
  try {
    for await (const key of source.keys()) {
      const content = await source.read(key);
      if (!content) continue; // removed since it was listed: its account was closed
      await copy.write(key, content);
      checksums.add(`${MEDIA_DIR}/${key}`, sha256Of(content));
      copied.add(key);
      bytes += content.byteLength;
    }
  } finally {
    source.close();
  }
  log(`media (${source.where}): ${copied.size} files, ${bytes} bytes`);

  const referenced = new Set(
    snapshot.mediaUrls.flatMap((url) => mediaKeyOf(url, place.publicUrl) ?? []),
  );
  const missing = [...referenced].filter((key) => !copied.has(key)).sort();
  if (missing.length > 0) {
    log(`warning: ${missing.length} media of the snapshot were gone before they were copied`);
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    snapshotAt: snapshot.snapshotAt.toISOString(),
    finishedAt: new Date().toISOString(),
    dialect,
    schemaVersion: snapshot.schemaVersion,
    tables: snapshot.tables,
    media: { files: copied.size, bytes, missing },
    ...(dialect === 'mysql' ? { binlog: snapshot.binlog ?? null } : {}),
    checksumsSha256: await checksums.write(dir),
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

async function snapshotSqliteFile(
  liveFile: string,
  dir: string,
  checksums: ChecksumList,
): Promise<DatabaseSnapshot> {
  if (!existsSync(liveFile)) throw new BackupError(`There is no database at ${liveFile}`);
  const file = path.join(dir, SQLITE_FILE);
  const snapshotAt = new Date();
  await snapshotSqlite(liveFile, file);
  await chmod(file, 0o600);
  const db = await openSqliteFile(file, sqlite3.OPEN_READWRITE);
  let snapshot: DatabaseSnapshot;
  try {
    // The copy keeps the live file's WAL mode; a rollback journal leaves the backup one file
    // (no -wal and -shm beside it). The server turns WAL on again when it opens a restored one.
    await allRows(db, 'PRAGMA journal_mode = DELETE');
    const tables: Record<string, number> = {};
    for (const table of await sqliteTables(db)) {
      const [row] = await allRows<{ n: number }>(db, `SELECT count(*) AS n FROM "${table}"`);
      tables[table] = Number(row?.n ?? 0);
    }
    const applied = await allRows<{ name: string }>(db, 'SELECT name FROM schema_migrations');
    const urls = await allRows<{ url: string | null }>(db, REFERENCED_MEDIA_SQL);
    snapshot = {
      snapshotAt,
      schemaVersion: schemaVersionOf(applied.map((row) => row.name)),
      tables,
      mediaUrls: urls.flatMap((row) => row.url ?? []),
    };
  } finally {
    await closeSqliteFile(db);
  }
  checksums.add(SQLITE_FILE, await sha256OfFile(file));
  return snapshot;
}

async function snapshotMysql(
  url: string,
  dir: string,
  checksums: ChecksumList,
): Promise<DatabaseSnapshot> {
  const connection = await connectMysql(url);
  try {
    const columnsOf = await mysqlTables(connection);
    await beginSnapshot(connection);
    const snapshotAt = new Date();
    const binlog = await snapshotBinlog(connection);
    const [applied] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT name FROM schema_migrations',
    );
    const [urls] = await connection.query<mysql.RowDataPacket[]>(REFERENCED_MEDIA_SQL);
    await mkdir(path.join(dir, ROWS_DIR), { mode: 0o700 });
    const tables: Record<string, number> = {};
    for (const [table, columns] of columnsOf) {
      if (table === 'schema_migrations') continue;
      const file = rowsFile(path.join(dir, ROWS_DIR), table);
      tables[table] = await dumpTable(connection, table, columns, file);
      checksums.add(`${ROWS_DIR}/${table}.jsonl`, await sha256OfFile(file));
    }
    await connection.query('COMMIT');
    return {
      snapshotAt,
      schemaVersion: schemaVersionOf(applied.map((row) => String(row.name))),
      tables,
      mediaUrls: urls.flatMap((row) => (row.url ? [String(row.url)] : [])),
      binlog,
    };
  } finally {
    await connection.end();
  }
}

export interface RestoreReport {
  readonly manifest: BackupManifest;
  readonly mediaFiles: number;
  /** Migrations run after the data was in (the backup came from an older version). */
  readonly migrated: readonly string[];
}

/**
 * Restores the backup in `dir` into an empty database and an empty media store. Refuses, before
 * it writes anything, a damaged backup, one from a newer version, one of the other database
 * kind, and a target that holds data: a restore never merges into or overwrites live data.
 */
export async function restoreBackup(dir: string, place: BackupPlace): Promise<RestoreReport> {
  const log = place.log ?? (() => {});
  const manifest = await readManifest(dir);
  await verifyChecksums(dir, manifest);
  if (!isKnownMigration(manifest.schemaVersion)) {
    throw new BackupError(
      `The backup's schema (${manifest.schemaVersion}) is newer than this version of Lumen: restore it with the version that wrote it, or a later one`,
    );
  }
  const dialect = 'url' in place.database ? 'mysql' : 'sqlite';
  if (dialect !== manifest.dialect) {
    throw new BackupError(
      manifest.dialect === 'mysql'
        ? 'This backup is of a MySQL/MariaDB database: set DATABASE_URL to an empty database to restore it'
        : 'This backup is of an SQLite database: unset DATABASE_URL and point DATA_DIR at an empty folder to restore it',
    );
  }

  const target = openMediaTree(place.media);
  try {
    const where =
      'url' in place.database ? databaseName(place.database.url) : place.database.sqlitePath;
    const reason =
      'url' in place.database
        ? await checkMysqlTarget(place.database.url, manifest.schemaVersion)
        : await sqliteNonEmptyReason(place.database.sqlitePath);
    if (reason) {
      throw new BackupError(
        `The database ${where} is not empty (${reason}): restore only into an empty database`,
      );
    }
    if (!(await target.isEmpty())) {
      throw new BackupError(
        `The media store ${target.where} is not empty: restore only into an empty media store`,
      );
    }

    const migrated =
      'url' in place.database
        ? await restoreMysql(place.database.url, dir, manifest)
        : await restoreSqliteFile(place.database.sqlitePath, dir);
    log(`database (${dialect}): restored the snapshot of ${manifest.snapshotAt}`);

    const source = new LocalMediaTree(path.join(dir, MEDIA_DIR));
    let mediaFiles = 0;
    for await (const key of source.keys()) {
      const bytes = await source.read(key);
      if (!bytes) continue;
      await target.write(key, bytes);
      mediaFiles++;
    }
    log(`media (${target.where}): ${mediaFiles} files`);
    return { manifest, mediaFiles, migrated };
  } finally {
    target.close();
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Null when the MySQL database can take the backup; else why not. */
async function checkMysqlTarget(url: string, schemaVersion: string): Promise<string | null> {
  const connection = await connectMysql(url);
  try {
    const reason = await mysqlNonEmptyReason(connection);
    if (reason) return reason;
    const tables = await mysqlTables(connection);
    if (!tables.has('schema_migrations')) return null;
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT name FROM schema_migrations',
    );
    const allowed = migrationsThrough(schemaVersion);
    const ahead = rows.map((row) => String(row.name)).filter((name) => !allowed.includes(name));
    return ahead.length > 0
      ? `its schema is past the backup's, at ${ahead.at(-1)}; drop its tables first`
      : null;
  } finally {
    await connection.end();
  }
}

async function restoreSqliteFile(targetFile: string, dir: string): Promise<string[]> {
  await restoreSqlite(path.join(dir, SQLITE_FILE), targetFile);
  const connection = openConnection({ sqlitePath: targetFile });
  try {
    return await migrate(connection);
  } finally {
    await connection.close();
  }
}

/**
 * The schema as the backup had it (the migrations up to its version), the rows in one
 * transaction, then the migrations that came after it, which see the rows as data they upgrade.
 */
async function restoreMysql(url: string, dir: string, manifest: BackupManifest): Promise<string[]> {
  const sequelizeConnection = openConnection({ url, poolMax: 2 });
  try {
    const umzug = createMigrator(sequelizeConnection);
    const pending = (await umzug.pending()).map((m) => m.name);
    if (pending.includes(manifest.schemaVersion)) await umzug.up({ to: manifest.schemaVersion });

    const connection = await connectMysql(url);
    try {
      await connection.query('SET FOREIGN_KEY_CHECKS = 0');
      await connection.query('START TRANSACTION');
      for (const [table, expected] of Object.entries(manifest.tables)) {
        const loaded = await loadTable(
          connection,
          table,
          rowsFile(path.join(dir, ROWS_DIR), table),
        );
        if (loaded !== expected) {
          throw new BackupError(
            `${table}: the backup lists ${expected} rows, its file has ${loaded}`,
          );
        }
      }
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await connection.end();
    }
    return await migrate(sequelizeConnection);
  } finally {
    await sequelizeConnection.close();
  }
}
