import { parseArgs } from 'node:util';
import { fromCallerFolder } from './caller-folder.ts';
import { counted } from './counted.ts';
import { BackupError } from '../platform/backup/backup-manifest.ts';
import { restoreEmbedded } from '../platform/backup/embedded-restore.ts';

const USAGE = `Usage: npm run restore -- <backup folder> <DATA_DIR>

Restores a backup of npm run backup into a new DATA_DIR (empty or not yet there); then start
the server with DATA_DIR set to it. The server must not be running on that folder.`;

class UsageError extends Error {}

function foldersOf(args: string[]): { backup: string; dataDir: string } {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [backup, dataDir, ...rest] = positionals;
  if (backup === undefined || dataDir === undefined || rest.length > 0) {
    throw new UsageError('Name the backup folder and the DATA_DIR to restore into');
  }
  return { backup: fromCallerFolder(backup), dataDir: fromCallerFolder(dataDir) };
}

/** `npm run restore -- <backup> <DATA_DIR>`: see USAGE and decision 0280. */
async function main(): Promise<void> {
  const { backup, dataDir } = foldersOf(process.argv.slice(2));
  const manifest = await restoreEmbedded({ backup, dataDir });
  console.log(
    `Restored the backup of ${manifest.snapshotAt} into ${dataDir}: the database ` +
      `(${counted(manifest.database.bytes, 'byte')}) and ${counted(manifest.blobs.files, 'blob')} ` +
      `(${counted(manifest.blobs.bytes, 'byte')}). Start the server with DATA_DIR=${dataDir}.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof BackupError ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
