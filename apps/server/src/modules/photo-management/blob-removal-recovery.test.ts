import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { createFolderBlobStore } from '../../platform/blobs/folder-blob-store.ts';
import { createDatabaseJobQueue } from '../../platform/jobs/database-job-queue.ts';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import { insertTestPhotos } from '../../../test/support/photo-library.ts';
import { silentLogger } from '../../../test/support/test-logger.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import {
  BLOB_REMOVAL_QUEUE,
  registerBlobRemovalJobs,
  removeBlobFoldersOrQueue,
} from './blob-removal.ts';
import { ABANDONED_REMOVAL_MS, resumeBlobRemovals } from './blob-removal-recovery.ts';
import { findBlobRemovals } from './blob-removals.repository.ts';
import { deletePhotosOfOwner, type DeletedPhoto } from './photos.repository.ts';

const folderOf = (id: string): string => `photos/test/${id}/`;

describe.each(testDatabases())('removal intents of deleted photos ($name)', ({ open }) => {
  let database: MigratedDatabase;
  let dir: string;
  let blobs: BlobStore;
  beforeEach(async () => {
    database = await open();
    dir = await mkdtemp(join(tmpdir(), 'my-account-removals-'));
    blobs = createFolderBlobStore(dir);
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => database.database.db;
  const logger = silentLogger();

  /** Photos with a blob folder each; returns their ids. */
  async function photosWithBlobs(owner: string, count: number): Promise<string[]> {
    const ids = await insertTestPhotos(
      db(),
      owner,
      Array.from({ length: count }, () => ({})),
    );
    for (const id of ids) {
      await blobs.put(`${folderOf(id)}original`, Readable.from([Buffer.from(id)]));
    }
    return ids;
  }

  async function foldersLeft(ids: readonly string[]): Promise<string[]> {
    const left: string[] = [];
    for (const id of ids) {
      if ((await blobs.head(`${folderOf(id)}original`)) !== undefined) {
        left.push(id);
      }
    }
    return left;
  }

  const intents = async (): Promise<string[]> =>
    (await findBlobRemovals(db(), { createdBefore: undefined, after: undefined, limit: 1000 }))
      .map((row) => row.prefix)
      .sort();

  const prefixesOf = (deleted: readonly DeletedPhoto[]): string[] =>
    deleted.map((photo) => photo.blob_prefix).sort();

  it('are written with the delete, and the pass removes their folders and forgets them', async () => {
    const [gone1 = '', gone2 = '', kept = ''] = await photosWithBlobs('ivy', 3);
    const deleted = await deletePhotosOfOwner(
      db(),
      'ivy',
      [gone1, gone2],
      new Date().toISOString(),
    );
    // As a crash right after the commit would leave it: rows gone, blobs there, intents kept.
    expect(await intents()).toEqual(prefixesOf(deleted));
    expect(await foldersLeft([gone1, gone2, kept])).toEqual([gone1, gone2, kept]);

    expect(await resumeBlobRemovals({ db: db(), blobs, logger }, undefined)).toEqual({
      removed: 2,
      failed: 0,
    });
    expect(await foldersLeft([gone1, gone2, kept])).toEqual([kept]);
    expect(await intents()).toEqual([]);
  });

  it('are left to the request by the periodic pass until they are old', async () => {
    const ids = await photosWithBlobs('jon', 2);
    const deletedAt = new Date();
    await deletePhotosOfOwner(db(), 'jon', ids, deletedAt.toISOString());
    const deps = { db: db(), blobs, logger };
    const cutOff = (now: number): Date => new Date(now - ABANDONED_REMOVAL_MS);
    expect(await resumeBlobRemovals(deps, cutOff(deletedAt.getTime()))).toEqual({
      removed: 0,
      failed: 0,
    });
    expect(await foldersLeft(ids)).toEqual(ids);
    const later = deletedAt.getTime() + ABANDONED_REMOVAL_MS + 1;
    expect(await resumeBlobRemovals(deps, cutOff(later))).toEqual({ removed: 2, failed: 0 });
    expect(await foldersLeft(ids)).toEqual([]);
  });

  it('whose folder the store refuses stay for the next pass, without holding back the rest', async () => {
    const ids = await photosWithBlobs('kai', 12);
    const [refused = ''] = ids;
    const refusing: BlobStore = {
      ...blobs,
      deletePrefix: (prefix) =>
        prefix === folderOf(refused)
          ? Promise.reject(new Error('store unavailable'))
          : blobs.deletePrefix(prefix),
    };
    await deletePhotosOfOwner(db(), 'kai', ids, new Date().toISOString());
    const deps = { db: db(), blobs: refusing, logger };
    expect(await resumeBlobRemovals(deps, undefined)).toEqual({ removed: 11, failed: 1 });
    expect(await foldersLeft(ids)).toEqual([refused]);
    expect(await intents()).toEqual([folderOf(refused)]);
  });

  it('stay while a failed removal waits in the job queue, and go with the job', async () => {
    const ids = await photosWithBlobs('lea', 2);
    const deleted = await deletePhotosOfOwner(db(), 'lea', ids, new Date().toISOString());
    const jobs = createDatabaseJobQueue({ db: db(), logger, concurrency: 1, retryDelayMs: 10 });
    registerBlobRemovalJobs({ db: db(), blobs, jobs, logger });
    const refusing: BlobStore = {
      ...blobs,
      deletePrefix: () => Promise.reject(new Error('store unavailable')),
    };
    await removeBlobFoldersOrQueue(
      { db: db(), blobs: refusing, jobs, logger },
      prefixesOf(deleted),
    );
    expect(await foldersLeft(ids)).toEqual(ids);
    expect(await intents()).toEqual(prefixesOf(deleted));

    const job = await db()
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', BLOB_REMOVAL_QUEUE)
      .executeTakeFirstOrThrow();
    await jobs.start();
    try {
      await waitFor(async () =>
        (await jobs.status(BLOB_REMOVAL_QUEUE, job.id))?.state === 'completed' ? true : undefined,
      );
    } finally {
      await jobs.stop();
    }
    expect(await foldersLeft(ids)).toEqual([]);
    expect(await intents()).toEqual([]);
  });
});
