import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { createFolderBlobStore } from '../../platform/blobs/folder-blob-store.ts';
import { writeZipBlob, type ZipSource } from './zip-blob-writer.ts';
import { openZip } from './zip-test-support.ts';

describe('zip blob writer', () => {
  let dir: string;
  let blobs: BlobStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
    blobs = createFolderBlobStore(dir);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
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

  it('fails, leaving no zip, when a source is missing, however many follow', async () => {
    await blobs.put('in/0', Readable.from([Buffer.from('img0')]));
    const sources = Array.from({ length: 50 }, (_, index) => source(index));
    await expect(writeZipBlob(blobs, 'out/broken.zip', sources)).rejects.toThrow('File not found');
    expect(await blobs.head('out/broken.zip')).toBeUndefined();
  });
});
