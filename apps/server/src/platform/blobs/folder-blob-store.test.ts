import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/wait-for.ts';
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

  it('moves a staged file in with one rename: the original is written once', async () => {
    const staging = blobs.stagingDir ?? '';
    expect(staging).toBe(join(root, '.tmp'));
    await mkdir(staging, { recursive: true });
    const staged = join(staging, 'upload-1');
    await writeFile(staged, 'photo bytes');
    const before = await stat(staged);
    await blobs.putFile('users/7/originals/p.jpg', staged);
    expect(existsSync(staged)).toBe(false);
    const stored = await stat(join(root, 'users', '7', 'originals', 'p.jpg'));
    expect(stored.ino).toBe(before.ino); // the same file, not a copy
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

  it('lists in byte order, as S3 does, where a folder and a file share a name start', async () => {
    // '-' < '.' < '/' < '0': a folder's keys sit between its neighbours' (s3rver gets this wrong).
    const keys = ['r/a-x', 'r/a.x', 'r/a/1', 'r/a/b/2', 'r/a0', 'r/b'];
    for (const key of [...keys].reverse()) {
      await blobs.put(key, Readable.from([Buffer.from(key)]));
    }
    const listed = async (startAfter?: string): Promise<string[]> => {
      const found: string[] = [];
      for await (const blob of blobs.list('r/', startAfter === undefined ? {} : { startAfter })) {
        found.push(blob.key);
      }
      return found;
    };
    expect(await listed()).toEqual(keys);
    for (const [index, key] of keys.entries()) {
      expect(await listed(key), key).toEqual(keys.slice(index + 1));
    }
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

  describe('the partial file of a write that never finished', () => {
    /** A put whose source sent some bytes and then stalled, as a killed or stalled job's. */
    const stalledPut = async (
      key: string,
    ): Promise<{ temp: string; result: Promise<unknown>; source: Readable }> => {
      const before = new Set(await readdir(join(root, '.tmp')).catch(() => []));
      let sent = false;
      const source = new Readable({
        read() {
          if (!sent) {
            sent = true;
            this.push(Buffer.alloc(1024, 1));
          }
        },
      });
      const result = blobs.put(key, source).then(
        () => 'stored',
        (error: unknown) => error,
      );
      const temp = await waitFor(async () => {
        for (const name of await readdir(join(root, '.tmp')).catch(() => [])) {
          if (!before.has(name) && (await stat(join(root, '.tmp', name))).size > 0) {
            return name;
          }
        }
        return undefined;
      });
      return { temp, result, source };
    };

    it('is removed by the next put of the same key, and the newer write stands', async () => {
      const first = await stalledPut('exports/o/b/1.zip');
      const other = await stalledPut('exports/o/b/2.zip');
      await blobs.put('exports/o/b/1.zip', Readable.from([Buffer.from('second attempt')]));
      expect(await readdir(join(root, '.tmp'))).toEqual([other.temp]);

      // The stalled write, should it wake up, cannot replace the newer blob.
      first.source.push(null);
      expect(await first.result).toBeInstanceOf(Error);
      const stored = Buffer.concat(
        (await (await blobs.get('exports/o/b/1.zip')).toArray()) as Buffer[],
      );
      expect(stored.toString()).toBe('second attempt');
      other.source.destroy();
      await other.result;
    });

    it('is removed with its folder, and a write into another folder is not', async () => {
      const chunk = await stalledPut('exports/o/b/3.zip');
      const elsewhere = await stalledPut('exports/o/c/1.zip');
      await blobs.deletePrefix('exports/o/b/');
      expect(await readdir(join(root, '.tmp'))).toEqual([elsewhere.temp]);
      chunk.source.push(null);
      expect(await chunk.result).toBeInstanceOf(Error);
      expect(await blobs.head('exports/o/b/3.zip')).toBeUndefined();
      elsewhere.source.push(null);
      expect(await elsewhere.result).toBe('stored');
    });
  });
});
