import { parseArgs } from 'node:util';
import { fromCallerFolder } from './caller-folder.ts';
import { counted } from './counted.ts';
import { ConfigError, loadSettings, type AppSettings } from '../config/env.ts';
import { OUTBOX_KEY_FILE } from '../modules/dev-outbox/dev-outbox-key.ts';
import { BackupError } from '../platform/backup/backup-manifest.ts';
import { backupEmbedded } from '../platform/backup/embedded-backup.ts';

const USAGE = `Usage: npm run backup -- <backup folder>

Backs up the embedded default while the server runs, with the server's configuration (DATA_DIR):
a consistent snapshot of the SQLite database, then the blob folder, and a manifest.json. The
backup folder must be empty or new. Restore with: npm run restore -- <backup folder> <new DATA_DIR>`;

class UsageError extends Error {}

function targetOf(args: string[]): string {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [target, ...rest] = positionals;
  if (target === undefined || rest.length > 0) {
    throw new UsageError('Name one backup folder');
  }
  return fromCallerFolder(target);
}

/** Only the embedded default is ours to copy; PostgreSQL and S3 have their own tools. */
function refuseExternalStores(settings: AppSettings): void {
  const external = [
    ...(settings.DATABASE_URL ? ['PostgreSQL (DATABASE_URL)'] : []),
    ...(settings.S3_BUCKET ? ['S3 (S3_BUCKET)'] : []),
  ];
  if (external.length > 0) {
    throw new BackupError(
      `This server keeps its data in ${external.join(' and ')}: npm run backup covers only the ` +
        'embedded default (SQLite and blob folder in DATA_DIR). Back it up with the PostgreSQL + ' +
        'S3 procedure in README.md, section "Backups" (pg_dump, then the bucket).',
    );
  }
}

/** `npm run backup -- <folder>`: see USAGE and decision 0280. */
async function main(): Promise<void> {
  const target = targetOf(process.argv.slice(2));
  const settings = loadSettings();
  refuseExternalStores(settings);
  const manifest = await backupEmbedded({
    dataDir: settings.DATA_DIR,
    target,
    extraFiles: [OUTBOX_KEY_FILE],
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${manifest.sourceDataDir} to ${target}: the database as of ${manifest.snapshotAt} ` +
      `(${counted(manifest.database.bytes, 'byte')}, ${counted(rows, 'row')}), ` +
      `${counted(manifest.blobs.files, 'blob')} (${counted(manifest.blobs.bytes, 'byte')}).`,
  );
  if (manifest.blobs.vanished > 0) {
    console.log(
      `${counted(manifest.blobs.vanished, 'blob')} removed by the server while copying (see README, Backups).`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
