import { restoreCommand } from '../composition/backup-commands';

// `npm run restore -- <backup folder>`: into an empty database and an empty media store only,
// with the servers stopped. See README ("Backups").

try {
  process.exitCode = await restoreCommand(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
