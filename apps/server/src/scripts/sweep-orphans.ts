import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadSettings, type AppSettings } from '../config/env.ts';
import { archiveBlobOwner } from '../modules/downloads/archive-blob-owner.ts';
import { exportBlobOwner } from '../modules/exports/export-blob-owner.ts';
import { ORPHAN_CHECK_DELAY_MS } from '../modules/photo-management/orphan-blobs.ts';
import { pdfBlobOwner } from '../modules/pdf/pdf-blob-owner.ts';
import { photoBlobOwner } from '../modules/photo-management/photo-blob-owner.ts';
import { uploadBlobOwner } from '../modules/uploads/upload-blob-owner.ts';
import { createBlobStore } from '../platform/blobs/create-blob-store.ts';
import {
  sweepOrphanBlobs,
  type OrphanSweepOutcome,
  type SweptUnit,
} from '../platform/blobs/orphan-sweep.ts';
import { createDatabase } from '../platform/database/create-database.ts';
import { createLogger } from '../platform/logging/create-logger.ts';

const DEFAULT_PAGE_SIZE = 1000;
const MAX_PAGE_SIZE = 10_000;
/**
 * Blobs written within this time are never removed: an upload writes its blobs before its row
 * (and gives up after half of it), as the per-upload orphan check assumes (decision 0049).
 */
const MIN_AGE_MS = ORPHAN_CHECK_DELAY_MS;

const USAGE = `Usage: npm run sweep:orphans -- [--apply] [--page-size=N] [--after=KEY]

Finds blobs under photos/, downloads/, exports/, uploads/ and product-pdfs/ that no database
row names, ${DEFAULT_PAGE_SIZE} folders (or single blobs) a run, with the server's configuration (DATA_DIR,
DATABASE_URL, S3_*). A dry run unless --apply; each run prints the --after that continues it.`;

class UsageError extends Error {}

interface SweepArguments {
  apply: boolean;
  pageSize: number;
  after: string | undefined;
}

function parseArguments(args: string[]): SweepArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        apply: { type: 'boolean', default: false },
        'page-size': { type: 'string' },
        after: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const pageSize = Number(values['page-size'] ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new UsageError(`--page-size must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { apply: values.apply, pageSize, after: values.after || undefined };
}

const bytes = new Intl.NumberFormat('en');
const describe = (unit: SweptUnit): string =>
  `${unit.unit} (${unit.blobs} blob${unit.blobs === 1 ? '' : 's'}, ${bytes.format(unit.bytes)} bytes, last written ${unit.lastModified.toISOString()})`;

function report(outcome: OrphanSweepOutcome, args: SweepArguments): void {
  const verb = args.apply ? 'removed' : 'would remove';
  for (const unit of outcome.orphans) {
    console.log(`${verb}: ${describe(unit)}`);
  }
  for (const unit of outcome.tooRecent) {
    console.log(`too recent, kept: ${describe(unit)}`);
  }
  for (const key of outcome.unrecognised) {
    console.log(`not a blob the server writes, kept: ${key}`);
  }
  const orphanBytes = outcome.orphans.reduce((sum, unit) => sum + unit.bytes, 0);
  console.log(
    `Examined ${outcome.examined} blob folders or files: ${outcome.orphans.length} orphaned ` +
      `(${bytes.format(orphanBytes)} bytes, ${args.apply ? 'removed' : 'to remove'}), ` +
      `${outcome.tooRecent.length} too recent to tell, ${outcome.unrecognised.length} not recognised.`,
  );
  if (outcome.next === undefined) {
    console.log('Swept to the end of the store.');
  } else {
    const apply = args.apply ? ' --apply' : '';
    console.log(`More to sweep: npm run sweep:orphans --${apply} --after=${outcome.next}`);
  }
  if (!args.apply && outcome.orphans.length > 0) {
    console.log('Dry run: nothing was removed. Run again with --apply to remove them.');
  }
}

/**
 * `npm run sweep:orphans`: compares the blob store with the rows that own its blobs, a page at
 * a time (decision 0122). Blobs whose row is gone (a crash between writing blobs and their row,
 * deletions from before removal intents) are listed, and removed with --apply.
 */
async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const settings = loadSettings();
  const database = createDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  const store = createBlobStore(settings, createLogger(settings), { removeAbandonedWrites: false });
  try {
    const db = database.db;
    const owners = [
      photoBlobOwner(db),
      archiveBlobOwner(db),
      exportBlobOwner(db),
      uploadBlobOwner(db),
      pdfBlobOwner(db),
    ];
    const after = args.after;
    if (after !== undefined && !owners.some((owner) => after.startsWith(owner.prefix))) {
      throw new UsageError(`--after must be a key the last run printed, not ${after}`);
    }
    // Said first, so a run against the wrong database (every blob would look orphaned) shows.
    console.log(`Blobs in ${describeStore(settings)}, rows in ${describeDatabase(settings)}.`);
    const outcome = await sweepOrphanBlobs({
      blobs: store.blobs,
      owners,
      after,
      pageSize: args.pageSize,
      minAgeMs: MIN_AGE_MS,
      now: new Date(),
      apply: args.apply,
    });
    report(outcome, args);
  } finally {
    await store.close();
    await database.destroy();
  }
}

function describeStore(settings: AppSettings): string {
  return settings.S3_BUCKET
    ? `the S3 bucket ${settings.S3_BUCKET}${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ''}`
    : `the folder ${resolve(settings.DATA_DIR, 'blobs')}`;
}

function describeDatabase(settings: AppSettings): string {
  if (!settings.DATABASE_URL) {
    return `the SQLite database in ${resolve(settings.DATA_DIR)}`;
  }
  const url = new URL(settings.DATABASE_URL);
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
