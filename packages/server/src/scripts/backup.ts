import { backupCommand } from '../composition/backup-commands';

// `npm run backup -- [folder]`: a consistent snapshot of the database, then the media, while the
// server goes on serving. See README ("Backups").

try {
  process.exitCode = await backupCommand(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
