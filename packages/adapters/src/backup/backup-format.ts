import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlDialect } from '../sql/connection';
import { migrations } from '../sql/migrations/index';

/**
 * A backup is a folder: `manifest.json` (written last, so a folder without it is an unfinished
 * backup), `SHA256SUMS` over every other file (the `sha256sum -c` format), the database
 * (`database.sqlite`, a page copy of an SQLite database, or `db/<table>.jsonl`, the rows of a
 * MySQL database) and `media/<key>`, the media files under the keys the stores issue.
 */
export const BACKUP_FORMAT = 'lumen-backup/1';
export const MANIFEST_FILE = 'manifest.json';
export const CHECKSUMS_FILE = 'SHA256SUMS';
export const SQLITE_FILE = 'database.sqlite';
export const ROWS_DIR = 'db';
export const MEDIA_DIR = 'media';

export interface BackupManifest {
  readonly format: typeof BACKUP_FORMAT;
  /** When the database snapshot was taken (ISO 8601, UTC). */
  readonly snapshotAt: string;
  readonly finishedAt: string;
  readonly dialect: SqlDialect;
  /** The last migration applied to the database in the snapshot. */
  readonly schemaVersion: string;
  /** Rows per table in the snapshot (schema_migrations aside). */
  readonly tables: Readonly<Record<string, number>>;
  readonly media: {
    readonly files: number;
    readonly bytes: number;
    /**
     * Media that live rows of the snapshot point at but that were gone when the media were
     * copied: an account deleted between the snapshot and the copy (see docs/decisions.md, "Backups and restore").
     */
    readonly missing: readonly string[];
  };
  /**
   * MySQL/MariaDB: the binary log coordinates of the snapshot, the point a point-in-time recovery
   * replays from; null when the server has no binary log or does not tell them (only MariaDB
   * reports them consistent with the snapshot, without a global lock).
   */
  readonly binlog?: { readonly file: string; readonly position: number } | null;
  /** sha256 of SHA256SUMS, so a changed or truncated checksum list is noticed too. */
  readonly checksumsSha256: string;
}

/** A backup that cannot be restored, or a target that must not be overwritten. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export function sha256Of(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksum lines of a backup, in `sha256sum` format (two spaces, a path relative to it). */
export class ChecksumList {
  readonly #lines: string[] = [];

  add(relativePath: string, sha256: string): void {
    this.#lines.push(`${sha256}  ${relativePath}`);
  }

  async write(dir: string): Promise<string> {
    const text = `${this.#lines.sort().join('\n')}\n`;
    await writeFile(path.join(dir, CHECKSUMS_FILE), text, { mode: 0o600 });
    return sha256Of(text);
  }
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${dir} is not a finished backup: it has no ${MANIFEST_FILE} (a backup writes it last)`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`${dir}: unknown backup format ${String(manifest.format)}`);
  }
  return manifest;
}

/**
 * Every file the checksum list names, checked before anything is written to the target: a
 * damaged backup is refused whole rather than half restored.
 */
export async function verifyChecksums(dir: string, manifest: BackupManifest): Promise<void> {
  const text = await readFile(path.join(dir, CHECKSUMS_FILE), 'utf8').catch(() => {
    throw new BackupError(`${dir} has no ${CHECKSUMS_FILE}`);
  });
  if (sha256Of(text) !== manifest.checksumsSha256) {
    throw new BackupError(`${dir}/${CHECKSUMS_FILE} does not match the manifest`);
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    const expected = line.slice(0, 64);
    const relative = line.slice(66);
    const file = path.resolve(dir, relative);
    if (!file.startsWith(path.resolve(dir) + path.sep)) {
      throw new BackupError(`${dir}/${CHECKSUMS_FILE} names a file outside the backup`);
    }
    const actual = await sha256OfFile(file).catch(() => null);
    if (actual !== expected) {
      throw new BackupError(`${relative} in ${dir} is missing or damaged (checksum mismatch)`);
    }
  }
}

const MIGRATION_NAMES = migrations.map((m) => m.name);

/** The last of the code's migrations among those applied; refuses names this code does not know. */
export function schemaVersionOf(applied: readonly string[]): string {
  const unknown = applied.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The database has migrations this version of Lumen does not know (${unknown.join(', ')}): use the version that wrote it`,
    );
  }
  const last = MIGRATION_NAMES.filter((name) => applied.includes(name)).at(-1);
  if (!last) throw new BackupError('The database has no migrations applied: nothing to back up');
  return last;
}

/** True when `name` is a migration of this code (a backup from a newer version is not). */
export function isKnownMigration(name: string): boolean {
  return MIGRATION_NAMES.includes(name);
}

/** Migrations of this code up to and including `name`, in order. */
export function migrationsThrough(name: string): readonly string[] {
  return MIGRATION_NAMES.slice(0, MIGRATION_NAMES.indexOf(name) + 1);
}
