import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreAdapters } from '../../../test/support/blob-store-adapters.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { BlobPartsUploadStore } from './blob-parts-upload-store.ts';
import { createResumableUploadStorage } from './resumable-upload-files.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

const bytesOf = (data: Buffer): Readable => Readable.from([data]);
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

async function created(store: BlobPartsUploadStore, size: number): Promise<string> {
  const id = `upload-${randomBytes(6).toString('hex')}`;
  await store.create(new Upload({ id, size, offset: 0, metadata: { filename: 'a.jpg' } }));
  return id;
}

describe.each(blobStoreAdapters(() => s3))(
  'resumable uploads as blob parts ($adapter)',
  ({ open }) => {
    let blobs: BlobStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ blobs, cleanup } = await open());
    });
    afterAll(async () => {
      await cleanup();
    });

    it('lets each request of one upload go to another instance, and joins the bytes whole', async () => {
      // Three servers, each with its own store object on the one bucket.
      const [first, second, third] = [1, 2, 3].map(() => new BlobPartsUploadStore(blobs)) as [
        BlobPartsUploadStore,
        BlobPartsUploadStore,
        BlobPartsUploadStore,
      ];
      const data = randomBytes(300_000);
      const id = await created(first, data.length);

      expect(await second.write(bytesOf(data.subarray(0, 120_000)), id, 0)).toBe(120_000);
      const seen = await third.getUpload(id);
      expect(seen.offset).toBe(120_000);
      expect(seen.size).toBe(data.length);
      expect(seen.metadata).toEqual({ filename: 'a.jpg' });
      expect(await third.write(bytesOf(data.subarray(120_000)), id, 120_000)).toBe(data.length);
      expect((await first.getUpload(id)).offset).toBe(data.length);

      const storage = createResumableUploadStorage({ DATA_DIR: '/nowhere', S3_BUCKET: 'b' }, blobs);
      const file = await storage.localFile(id);
      expect(await readFile(file.path)).toEqual(data);
      expect(file.size).toBe(data.length);
      expect(file.sha256).toBe(sha256(data));
      await file.discard();
      await expect(stat(file.path)).rejects.toThrow();

      await storage.remove(id);
      await expect(first.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    });

    it('keeps the bytes of a PATCH the client cut short, and none of one that failed', async () => {
      const store = new BlobPartsUploadStore(blobs);
      const data = randomBytes(50_000);
      const id = await created(store, data.length);
      // tus ends the stream when the client goes away: what arrived is kept.
      expect(await store.write(bytesOf(data.subarray(0, 20_000)), id, 0)).toBe(20_000);
      // A stream that errors (the server's side failed) leaves no part behind.
      const failing = new Readable({
        read() {
          this.push(data.subarray(20_000, 30_000));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(store.write(failing, id, 20_000)).rejects.toThrow();
      expect((await store.getUpload(id)).offset).toBe(20_000);
    });

    it('reads the run of parts from 0: a stale overlapping part is passed over, a gap ends it', async () => {
      const store = new BlobPartsUploadStore(blobs);
      const data = randomBytes(40_000);
      const id = await created(store, data.length);
      await store.write(bytesOf(data.subarray(0, 10_000)), id, 0);
      await store.write(bytesOf(data.subarray(10_000, 25_000)), id, 10_000);
      // A late retry of the first chunk, longer than what it replaced: it covers part of the next.
      await store.write(bytesOf(data.subarray(0, 15_000)), id, 0);
      expect((await store.getUpload(id)).offset).toBe(15_000);
      // Bytes beyond a gap are not counted: the client sends from the gap again.
      await store.write(bytesOf(data.subarray(30_000, 40_000)), id, 30_000);
      expect((await store.getUpload(id)).offset).toBe(15_000);
      await store.write(bytesOf(data.subarray(15_000, 30_000)), id, 15_000);
      expect((await store.getUpload(id)).offset).toBe(40_000);

      const storage = createResumableUploadStorage({ DATA_DIR: '/nowhere', S3_BUCKET: 'b' }, blobs);
      const file = await storage.localFile(id);
      expect(await readFile(file.path)).toEqual(data);
      await file.discard();
    });

    it('answers an unknown upload as tus expects (404)', async () => {
      const store = new BlobPartsUploadStore(blobs);
      await expect(store.getUpload('missing')).rejects.toMatchObject({ status_code: 404 });
      await expect(store.remove('missing')).rejects.toMatchObject({ status_code: 404 });
    });
  },
);
