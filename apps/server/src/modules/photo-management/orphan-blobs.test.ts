import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoSchema } from '@my-account/contract/photos';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { migratedSqlite, type MigratedDatabase } from '../../../test/support/migrated-database.ts';
import {
  insertTestPhotos,
  startPhotoLibraryServer,
  testPhoto,
} from '../../../test/support/photo-library.ts';
import { blobStoreAdapters } from '../../../test/support/blob-store-adapters.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { photoBlobPrefix } from './blob-keys.ts';
import {
  ORPHAN_CHECK_DELAY_MS,
  ORPHAN_CHECK_QUEUE,
  removeIfOrphaned,
  scheduleOrphanCheck,
} from './orphan-blobs.ts';

async function keysUnder(blobs: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of blobs.list(prefix)) {
    keys.push(blob.key);
  }
  return keys;
}

async function writeFolder(blobs: BlobStore, prefix: string): Promise<void> {
  for (const name of ['original', '300.jpg', '800.jpg', '1300.jpg']) {
    await blobs.put(prefix + name, Readable.from([Buffer.from(name)]));
  }
}

let s3: S3TestServer;
let database: MigratedDatabase;
beforeAll(async () => {
  s3 = await startS3TestServer();
  database = await migratedSqlite();
});
afterAll(async () => {
  await database.destroy();
  await s3.close();
});

describe.each(blobStoreAdapters(() => s3))(
  'orphan check on the $adapter blob store',
  ({ open }) => {
    it('removes the folder of an upload whose row never landed, and only that folder', async () => {
      const { blobs, cleanup } = await open();
      const db = database.database.db;
      const owner = `owner-${randomUUID()}`;
      const [landedId = ''] = await insertTestPhotos(db, owner, [{}]);
      const orphanId = randomUUID();
      // A neighbour whose id starts with the orphan's: a prefix must not reach into it.
      const neighbourId = `${orphanId}x`;
      for (const id of [landedId, orphanId, neighbourId]) {
        await writeFolder(blobs, photoBlobPrefix(owner, id));
      }

      const orphan = { photoId: orphanId, prefix: photoBlobPrefix(owner, orphanId) };
      expect(await removeIfOrphaned({ db, blobs }, orphan)).toBe(true);
      const landed = { photoId: landedId, prefix: photoBlobPrefix(owner, landedId) };
      expect(await removeIfOrphaned({ db, blobs }, landed)).toBe(false);

      expect(await keysUnder(blobs, orphan.prefix)).toEqual([]);
      expect(await keysUnder(blobs, landed.prefix)).toHaveLength(4);
      expect(await keysUnder(blobs, photoBlobPrefix(owner, neighbourId))).toHaveLength(4);
      // Running again (a retried job) is harmless.
      expect(await removeIfOrphaned({ db, blobs }, orphan)).toBe(true);
      await cleanup();
    });

    it('refuses anything but one photo folder', async () => {
      const { blobs, cleanup } = await open();
      const db = database.database.db;
      await writeFolder(blobs, 'photos/someone/p1/');
      for (const prefix of ['photos/', 'photos/someone/', 'downloads/p1/']) {
        await expect(removeIfOrphaned({ db, blobs }, { photoId: 'p1', prefix })).rejects.toThrow(
          /Not a photo blob folder/,
        );
      }
      expect(await keysUnder(blobs, 'photos/someone/p1/')).toHaveLength(4);
      await cleanup();
    });
  },
);

describe('orphan checks of uploads', () => {
  it('are stored before the blobs, due an hour later, and run as durable jobs', async () => {
    const lib = await startPhotoLibraryServer();
    try {
      const { jobs, blobs } = lib.server.ctx;
      const enqueue = vi.spyOn(jobs, 'enqueue');
      const put = vi.spyOn(blobs, 'put');
      const token = await lib.tokenFor('orphan-owner');
      const before = Date.now();
      const response = await lib.upload(token, testPhoto('Canon_40D.jpg'));
      const photo = PhotoSchema.parse(await response.json());
      const prefix = photoBlobPrefix('orphan-owner', photo.imageId);
      const [queue, payload, options] =
        enqueue.mock.calls.find(([name]) => name === ORPHAN_CHECK_QUEUE) ?? [];
      expect(queue).toBe(ORPHAN_CHECK_QUEUE);
      const scheduledAt =
        enqueue.mock.invocationCallOrder[
          enqueue.mock.calls.findIndex(([name]) => name === ORPHAN_CHECK_QUEUE)
        ] ?? Infinity;
      expect(Math.min(...put.mock.invocationCallOrder)).toBeGreaterThan(scheduledAt);
      expect(payload).toEqual({ photoId: photo.imageId, prefix });
      const due = options?.runAt?.getTime() ?? 0;
      expect(due).toBeGreaterThanOrEqual(before + ORPHAN_CHECK_DELAY_MS);
      expect(due).toBeLessThanOrEqual(Date.now() + ORPHAN_CHECK_DELAY_MS);

      // The same checks come due (as if an hour had passed) for the landed photo and for the
      // folder of an upload that crashed before its row: only the latter goes.
      const crashedId = randomUUID();
      const crashed = photoBlobPrefix('orphan-owner', crashedId);
      await writeFolder(blobs, crashed);
      const past = Date.now() - ORPHAN_CHECK_DELAY_MS;
      const ids = [
        await scheduleOrphanCheck(jobs, { photoId: photo.imageId, prefix }, past),
        await scheduleOrphanCheck(jobs, { photoId: crashedId, prefix: crashed }, past),
      ];
      for (const id of ids) {
        await waitFor(
          async () =>
            (await jobs.status(ORPHAN_CHECK_QUEUE, id))?.state === 'completed' ? true : undefined,
          { what: 'the orphan check to run' },
        );
      }
      expect(await keysUnder(blobs, crashed)).toEqual([]);
      expect((await keysUnder(blobs, prefix)).length).toBeGreaterThan(0);
    } finally {
      await lib.close();
    }
  });
});
