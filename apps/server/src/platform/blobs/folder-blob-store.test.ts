import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wholeFileRead, type BlobStore } from './blob-store.ts';
import { createFolderBlobStore, removeAbandonedWrites } from './folder-blob-store.ts';

describe('folder blob store on disk', () => {
  let parent: string;
  let root: string;
  let blobs: BlobStore;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'my-account-blobs-'));
    root = join(parent, 'blobs');
    blobs = createFolderBlobStore(root);
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('stores a key as nested folders under the root', async () => {
    await blobs.put('users/7/originals/p.jpg', Readable.from([Buffer.from('x')]));
    expect(existsSync(join(root, 'users', '7', 'originals', 'p.jpg'))).toBe(true);
  });

  it('leaves no temporary file behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(10));
        this.destroy(new Error('cut off'));
      },
    });
    await expect(blobs.put('users/7/a', failing)).rejects.toThrow('cut off');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
    expect(existsSync(join(root, 'users'))).toBe(false);
  });

  it('removes folders left empty by deletes, and nothing outside the root', async () => {
    await blobs.put('users/8/thumbs/a', Readable.from([Buffer.from('x')]));
    await blobs.put('users/9/b', Readable.from([Buffer.from('x')]));
    await blobs.delete('users/8/thumbs/a');
    expect(existsSync(join(root, 'users', '8'))).toBe(false);
    await blobs.deletePrefix('users/9/');
    expect(existsSync(join(root, 'users'))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('writes nothing outside its root for a hostile key', async () => {
    await expect(blobs.put('../escaped', Readable.from([Buffer.from('x')]))).rejects.toThrow();
    expect(await readdir(parent)).toEqual([]);
  });

  it('reads large files in the large chunks asked for, and small reads as before', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    await blobs.put('users/7/big', Readable.from([bytes]));
    const chunksOf = async (stream: Readable): Promise<Buffer[]> => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
      }
      return chunks;
    };
    const large = await chunksOf(await blobs.get('users/7/big', wholeFileRead(bytes.length)));
    expect(large.map((chunk) => chunk.length)).toEqual([1024 * 1024, 1024 * 1024, 1024 * 1024]);
    expect(Buffer.concat(large).equals(bytes)).toBe(true);
    const small = await chunksOf(await blobs.get('users/7/big'));
    expect(small.length).toBe(48); // 64 KB at a time
    expect(Buffer.concat(small).equals(bytes)).toBe(true);
    // A file smaller than a large chunk is read in one chunk of its size.
    await blobs.put('users/7/photo', Readable.from([bytes.subarray(0, 300 * 1024)]));
    const photo = await chunksOf(await blobs.get('users/7/photo', wholeFileRead(300 * 1024)));
    expect(photo.map((chunk) => chunk.length)).toEqual([300 * 1024]);
  });

  it('removes the partial files of abandoned writes, and not a write in progress', async () => {
    await blobs.put('users/7/kept', Readable.from([Buffer.from('whole')]));
    const temp = join(root, '.tmp');
    await mkdir(temp, { recursive: true });
    // What a process killed mid-write leaves: a partial file last written two hours ago.
    await writeFile(join(temp, 'abandoned'), 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(temp, 'abandoned'), twoHoursAgo, twoHoursAgo);
    await writeFile(join(temp, 'in-progress'), 'part');

    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    expect(await removeAbandonedWrites(root, hourAgo)).toBe(1);
    expect(await readdir(temp)).toEqual(['in-progress']);
    expect(existsSync(join(root, 'users', '7', 'kept'))).toBe(true);
    // A store that never wrote has nothing to remove.
    expect(await removeAbandonedWrites(join(parent, 'empty'), hourAgo)).toBe(0);
  });
});
