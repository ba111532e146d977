// @lumen/adapters/backup: what `npm run backup` and `npm run restore` run. Its own entry, so the
// server process never loads it.
export {
  type BackupPlace,
  createBackup,
  type RestoreReport,
  restoreBackup,
} from './backup';
export { BackupError, type BackupManifest } from './backup-format';
export {
  LocalMediaTree,
  type MediaTree,
  type MediaTreeOptions,
  openMediaTree,
  S3MediaTree,
} from './media-tree';
