import path from 'node:path';
import { type BackupPlace, BackupError, createBackup, restoreBackup } from '@lumen/adapters/backup';
import { type Config, ConfigError, loadConfig } from '../config';

// `npm run backup` and `npm run restore`: run where the server's configuration is (the same
// DATA_DIR or DATABASE_URL, and MEDIA_S3_* when the media are in a bucket).

export const BACKUP_USAGE =
  'Usage: npm run backup -- [folder]   (default: backups/lumen-<UTC time>)';
export const RESTORE_USAGE = 'Usage: npm run restore -- <backup folder>';

type Env = Readonly<Record<string, string | undefined>>;
type Print = (line: string) => void;

/** The data the server's configuration points at. */
export function backupPlaceOf(config: Config, log?: Print): BackupPlace {
  return {
    database: config.databaseUrl ? { url: config.databaseUrl } : { sqlitePath: config.sqlitePath },
    media: config.mediaS3
      ? { kind: 's3', ...config.mediaS3 }
      : { kind: 'local', root: config.mediaDir },
    publicUrl: config.publicUrl,
    ...(log ? { log } : {}),
  };
}

/** A folder name from the time: sorts in time order, no characters a shell or Windows minds. */
export function defaultBackupFolder(now: Date): string {
  return path.join('backups', `lumen-${now.toISOString().replace(/[:.]/g, '-')}`);
}

export async function backupCommand(
  argv: readonly string[],
  env: Env,
  print: Print = console.log,
  printError: Print = console.error,
): Promise<number> {
  if (argv.length > 1 || argv[0]?.startsWith('-')) {
    printError(BACKUP_USAGE);
    return 2;
  }
  return reportingRefusals(printError, async () => {
    const dir = argv[0] ?? defaultBackupFolder(new Date());
    const manifest = await createBackup(dir, backupPlaceOf(loadConfig(env), print));
    print(
      `backup written to ${dir}: the snapshot of ${manifest.snapshotAt} (schema ${manifest.schemaVersion}); keep a copy off this machine`,
    );
    return 0;
  });
}

export async function restoreCommand(
  argv: readonly string[],
  env: Env,
  print: Print = console.log,
  printError: Print = console.error,
): Promise<number> {
  const [dir] = argv;
  if (argv.length !== 1 || !dir || dir.startsWith('-')) {
    printError(RESTORE_USAGE);
    return 2;
  }
  return reportingRefusals(printError, async () => {
    const report = await restoreBackup(dir, backupPlaceOf(loadConfig(env), print));
    print(
      `restored the snapshot of ${report.manifest.snapshotAt}${report.migrated.length > 0 ? `, then migrated it (${report.migrated.join(', ')})` : ''}`,
    );
    return 0;
  });
}

/** A refusal (bad configuration, a target with data, a damaged backup) is a message, exit 1. */
async function reportingRefusals(printError: Print, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
}
