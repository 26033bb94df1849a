import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../platform/database/migrate.ts';
import { createFolderBlobStore } from '../platform/blobs/folder-blob-store.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { archiveBlobKey } from '../modules/downloads/downloads.deps.ts';
import { insertDownload, updateDownload } from '../modules/downloads/downloads.repository.ts';
import { chunkBlobKey, chunkBlobPrefix } from '../modules/exports/exports.deps.ts';
import { insertBackup } from '../modules/exports/exports.repository.ts';
import { photoBlobPrefix } from '../modules/photo-management/blob-keys.ts';
import { productPdfBlobKey } from '../modules/pdf/pdf.deps.ts';
import { insertProductPdfIfMissing } from '../modules/pdf/pdf.repository.ts';
import { storeUpload } from '../modules/uploads/uploads.service.ts';
import { insertTestPhotos } from '../../test/support/photo-library.ts';
import { openSharedTestDatabase, type SharedTestDatabase } from '../../test/support/test-server.ts';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** Runs the command as `npm run sweep:orphans` does, on the test's data folder and database. */
async function sweep(shared: SharedTestDatabase, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['src/scripts/sweep-orphans.ts', ...args], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: shared.dataDir,
      LOG_LEVEL: 'warn',
      ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
    },
  });
  return stdout;
}

/** What the command says it removes (or would), from its output. */
const removals = (output: string): string[] =>
  [...output.matchAll(/^(?:would remove|removed): (\S+)/gm)].map((match) => match[1] ?? '');

/** Sets every file under the folder two hours back, as blobs written long ago. */
async function age(folder: string): Promise<void> {
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      await utimes(join(entry.parentPath, entry.name), twoHoursAgo, twoHoursAgo);
    }
  }
}

const put = (blobs: BlobStore, key: string): Promise<unknown> =>
  blobs.put(key, Readable.from([Buffer.from(key)]));

describe('npm run sweep:orphans', () => {
  let shared: SharedTestDatabase;
  let blobs: BlobStore;
  beforeEach(async () => {
    shared = await openSharedTestDatabase();
    await migrateToLatest(shared.database.db);
    blobs = createFolderBlobStore(join(shared.dataDir, 'blobs'));
  });
  afterEach(async () => {
    await shared.destroy();
  });

  async function allKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (const prefix of ['downloads/', 'exports/', 'photos/', 'product-pdfs/', 'uploads/']) {
      for await (const blob of blobs.list(prefix)) {
        keys.push(blob.key);
      }
    }
    return keys.sort();
  }

  /** Kept and orphaned blobs of every kind the command covers; returns the orphans in order. */
  async function libraryWithOrphans(): Promise<{ orphans: string[]; kept: string[] }> {
    const db = shared.database.db;
    const now = new Date().toISOString();
    const [photoId = ''] = await insertTestPhotos(db, 'mia', [{}]);
    await put(blobs, `photos/test/${photoId}/original`);
    const lostPhoto = photoBlobPrefix('mia', randomUUID());
    await put(blobs, `${lostPhoto}original`);
    await put(blobs, `${lostPhoto}300.jpg`);

    const ready = randomUUID();
    const failed = randomUUID();
    for (const id of [ready, failed]) {
      const row = { ownerId: 'mia', id, name: null, photos: '[]', photoCount: 0, albumId: null };
      await insertDownload(db, { ...row, now });
      await put(blobs, archiveBlobKey('mia', id));
    }
    await updateDownload(
      db,
      'mia',
      ready,
      ['PENDING'],
      { status: 'READY', blob_key: archiveBlobKey('mia', ready) },
      now,
    );
    await updateDownload(db, 'mia', failed, ['PENDING'], { status: 'FAILED' }, now);
    const lostArchive = archiveBlobKey('mia', randomUUID());
    await put(blobs, lostArchive);

    const backup = randomUUID();
    await insertBackup(db, {
      id: backup,
      owner_id: 'mia',
      status: 'READY',
      email: null,
      origin: 'http://localhost',
      job_id: null,
      created_at: now,
      updated_at: now,
      expires_at: now,
    });
    await put(blobs, chunkBlobKey('mia', backup, 1));
    const lostExport = randomUUID();
    await put(blobs, chunkBlobKey('mia', lostExport, 1));
    await put(blobs, chunkBlobKey('mia', lostExport, 2));

    const upload = await storeUpload(db, blobs, {
      accountId: 'mia',
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('upload'),
      origin: 'order:1',
      created: now,
    });
    const lostUpload = `uploads/${randomUUID()}/`;
    await put(blobs, `${lostUpload}file`);
    const pdf = randomUUID();
    await insertProductPdfIfMissing(db, {
      product_id: pdf,
      customer_id: 'customer-mia',
      owner_id: 'mia',
      product_code: 'PR-1',
      order_code: 'T-1',
      title: 'Prints',
      status: 'ready',
      claim: randomUUID(),
      job_id: null,
      blob_key: productPdfBlobKey('customer-mia', pdf),
      byte_size: 3,
      page_count: 1,
      created_at: now,
      updated_at: now,
    });
    await put(blobs, productPdfBlobKey('customer-mia', pdf));
    const lostPdf = productPdfBlobKey('customer-mia', randomUUID());
    await put(blobs, lostPdf);
    await age(join(shared.dataDir, 'blobs'));

    return {
      orphans: [
        archiveBlobKey('mia', failed),
        lostArchive,
        chunkBlobPrefix('mia', lostExport),
        lostPhoto,
        lostPdf,
        lostUpload,
      ].sort(),
      kept: [
        `photos/test/${photoId}/original`,
        archiveBlobKey('mia', ready),
        chunkBlobKey('mia', backup, 1),
        productPdfBlobKey('customer-mia', pdf),
        `uploads/${upload.id}/file`,
      ],
    };
  }

  it('lists the blobs no row names, removes nothing, and says how to go on', async () => {
    const { orphans } = await libraryWithOrphans();
    // Just written, no row yet: as an upload in flight, never taken for an orphan.
    const inFlight = photoBlobPrefix('mia', randomUUID());
    await put(blobs, `${inFlight}original`);

    const before = await allKeys();
    const output = await sweep(shared, []);
    expect(removals(output).sort()).toEqual(orphans);
    expect(output).toContain(`too recent, kept: ${inFlight}`);
    expect(output).toContain('Dry run: nothing was removed.');
    expect(output).toContain('Swept to the end of the store.');
    expect(await allKeys()).toEqual(before);

    // Three at a time: each run prints where the next one starts, until the end.
    const found: string[] = [];
    let after: string | undefined;
    let runs = 0;
    do {
      const page = await sweep(shared, ['--page-size=3', ...(after ? [`--after=${after}`] : [])]);
      found.push(...removals(page));
      after = /--after=(\S+)/.exec(page)?.[1];
      runs++;
    } while (after !== undefined && runs < 10);
    expect(found.sort()).toEqual(orphans);
    // Twelve units: the six orphans, five kept, the upload in flight.
    expect(runs).toBe(4);
  });

  it('removes the orphans with --apply, and only them', async () => {
    const { orphans, kept } = await libraryWithOrphans();
    const output = await sweep(shared, ['--apply']);
    expect(removals(output).sort()).toEqual(orphans);
    expect(await allKeys()).toEqual([...kept].sort());
    expect(removals(await sweep(shared, ['--apply']))).toEqual([]);
  });
});
