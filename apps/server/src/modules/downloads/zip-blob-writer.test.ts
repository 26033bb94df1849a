import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { createFolderBlobStore } from '../../platform/blobs/folder-blob-store.ts';
import { createS3BlobStore } from '../../platform/blobs/s3-blob-store.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import { writeZipBlob, type ZipSource } from './zip-blob-writer.ts';
import { openZip } from './zip-test-support.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

const stores: { name: string; open: () => Promise<{ blobs: BlobStore; cleanup: () => void }> }[] = [
  {
    name: 'a folder',
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
      return Promise.resolve({
        blobs: createFolderBlobStore(dir),
        cleanup: () => {
          rmSync(dir, { recursive: true, force: true });
        },
      });
    },
  },
  {
    name: 'S3',
    open: async () => ({
      blobs: createS3BlobStore(s3.client, await s3.createBucket()),
      cleanup: () => undefined,
    }),
  },
];

describe.each(stores)('zip blob writer into $name', ({ open }) => {
  let blobs: BlobStore;
  let cleanup: () => void;
  beforeEach(async () => {
    ({ blobs, cleanup } = await open());
  });
  afterEach(() => {
    cleanup();
  });

  const source = (index: number): ZipSource => ({
    name: `photo-${index}.jpg`,
    blobKey: `in/${index}`,
    size: 3 + String(index).length,
    mtime: new Date('2024-05-06T07:08:09Z'),
  });

  it('stores many more entries than it queues ahead, each byte-identical', async () => {
    for (let index = 0; index < 100; index++) {
      await blobs.put(`in/${index}`, Readable.from([Buffer.from(`img${index}`)]));
    }
    async function* sources(): AsyncGenerator<ZipSource> {
      for (let index = 0; index < 100; index++) {
        yield source(index);
      }
    }
    const info = await writeZipBlob(blobs, 'out/all.zip', sources());
    const data = Buffer.concat((await (await blobs.get('out/all.zip')).toArray()) as Buffer[]);
    expect(data.length).toBe(info.size);
    const zip = openZip(data);
    expect(zip.names).toHaveLength(100);
    expect(zip.bytes('photo-57.jpg').toString()).toBe('img57');
  });

  it('fails, without waiting forever, when the store refuses the zip itself midway', async () => {
    const count = 40;
    for (let index = 0; index < count; index++) {
      await blobs.put(`in/${index}`, Readable.from([Buffer.alloc(64 * 1024, index)]));
    }
    // A store that takes the originals but fails the zip after ~200 KB (a full disk, S3 refusing
    // the upload), while many entries are still to come.
    const refusing: BlobStore = {
      ...blobs,
      put: async (key, body) => {
        if (!key.startsWith('out/')) {
          return blobs.put(key, body);
        }
        let seen = 0;
        for await (const chunk of body) {
          seen += (chunk as Buffer).length;
          if (seen > 200 * 1024) {
            throw new Error('no space left on device');
          }
        }
        throw new Error('the zip should not have ended');
      },
    };
    const sources = Array.from({ length: count }, (_, index) => ({
      ...source(index),
      size: 64 * 1024,
    }));
    await expect(writeZipBlob(refusing, 'out/refused.zip', sources)).rejects.toThrow(
      'no space left on device',
    );
    expect(await blobs.head('out/refused.zip')).toBeUndefined();
  });

  it('fails, leaving no zip, when a source is missing, however many follow', async () => {
    await blobs.put('in/0', Readable.from([Buffer.from('img0')]));
    const sources = Array.from({ length: 50 }, (_, index) => source(index));
    await expect(writeZipBlob(blobs, 'out/broken.zip', sources)).rejects.toThrow('File not found');
    expect(await blobs.head('out/broken.zip')).toBeUndefined();
  });
});
