import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BlobNotFoundError,
  InvalidBlobKeyError,
  type BlobStore,
} from '../../src/platform/blobs/blob-store.ts';

export interface BlobStoreFixture {
  blobs: BlobStore;
  cleanup(): Promise<void>;
}

const text = (value: string): Readable => Readable.from([Buffer.from(value)]);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function keysUnder(blobs: BlobStore, prefix: string, startAfter?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const info of blobs.list(prefix, startAfter === undefined ? {} : { startAfter })) {
    keys.push(info.key);
  }
  return keys;
}

/** A stream of `size` bytes made on the fly, in 64 KiB chunks, and its SHA-256. */
function generated(size: number): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < size; offset += 65_536) {
    const chunk = Buffer.alloc(Math.min(65_536, size - offset), offset % 251);
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks), sha256: hash.digest('hex') };
}

/** A stream that sends some bytes, then fails, like an upload cut off mid-way. */
function failingAfterSomeBytes(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('connection reset'));
    },
  });
}

/** What every blob store adapter must do; run once per adapter. */
export function describeBlobStoreContract(
  adapter: string,
  setup: () => Promise<BlobStoreFixture>,
): void {
  describe(`blob store contract: ${adapter}`, () => {
    let fixture: BlobStoreFixture;
    let blobs: BlobStore;
    beforeEach(async () => {
      fixture = await setup();
      blobs = fixture.blobs;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    it('stores a stream and gives the same bytes back, with its size', async () => {
      const info = await blobs.put('users/1/originals/a.jpg', text('hello blob'));
      expect(info).toEqual({ key: 'users/1/originals/a.jpg', size: 10 });
      expect((await readAll(await blobs.get('users/1/originals/a.jpg'))).toString()).toBe(
        'hello blob',
      );
      expect(await blobs.head('users/1/originals/a.jpg')).toEqual(info);
    });

    it('stores a local file (putFile), from its staging folder or from anywhere', async () => {
      const outside = await mkdtemp(join(tmpdir(), 'my-account-put-file-'));
      try {
        const staging = blobs.stagingDir ?? outside;
        await mkdir(staging, { recursive: true });
        const staged = join(staging, 'upload-contract');
        await writeFile(staged, 'staged bytes');
        const elsewhere = join(outside, 'photo.jpg');
        await writeFile(elsewhere, 'other bytes');
        expect(await blobs.putFile('users/1/originals/s.jpg', staged)).toEqual({
          key: 'users/1/originals/s.jpg',
          size: 12,
        });
        expect(await blobs.putFile('users/1/originals/o.jpg', elsewhere)).toEqual({
          key: 'users/1/originals/o.jpg',
          size: 11,
        });
        expect((await readAll(await blobs.get('users/1/originals/s.jpg'))).toString()).toBe(
          'staged bytes',
        );
        expect((await readAll(await blobs.get('users/1/originals/o.jpg'))).toString()).toBe(
          'other bytes',
        );
        // A file outside the staging folder may be on another file system: copied, kept.
        expect(await readFile(elsewhere, 'utf8')).toBe('other bytes');
        await rm(staged, { force: true });
      } finally {
        await rm(outside, { recursive: true, force: true });
      }
    });

    it('stores an empty blob', async () => {
      await blobs.put('empty.bin', Readable.from([]));
      expect(await blobs.head('empty.bin')).toEqual({ key: 'empty.bin', size: 0 });
      expect((await readAll(await blobs.get('empty.bin'))).length).toBe(0);
    });

    it('streams a blob larger than one upload part intact', async () => {
      const size = 6 * 1024 * 1024 + 123;
      const { stream, sha256 } = generated(size);
      expect((await blobs.put('zips/big.zip', stream)).size).toBe(size);
      const hash = createHash('sha256');
      for await (const chunk of await blobs.get('zips/big.zip')) {
        hash.update(chunk as Buffer);
      }
      expect(hash.digest('hex')).toBe(sha256);
      expect((await blobs.head('zips/big.zip'))?.size).toBe(size);
    });

    it('replaces a blob put again under the same key', async () => {
      await blobs.put('k/v.txt', text('first version'));
      await blobs.put('k/v.txt', text('second'));
      expect((await readAll(await blobs.get('k/v.txt'))).toString()).toBe('second');
      expect((await blobs.head('k/v.txt'))?.size).toBe(6);
    });

    it('keeps the old blob, and makes no new one, when the source stream fails', async () => {
      await blobs.put('k/kept.txt', text('intact'));
      await expect(blobs.put('k/kept.txt', failingAfterSomeBytes())).rejects.toThrow();
      await expect(blobs.put('k/never.txt', failingAfterSomeBytes())).rejects.toThrow();
      expect((await readAll(await blobs.get('k/kept.txt'))).toString()).toBe('intact');
      expect(await blobs.head('k/never.txt')).toBeUndefined();
      expect(await keysUnder(blobs, 'k/')).toEqual(['k/kept.txt']);
    });

    it('answers a missing blob with BlobNotFoundError (a 404) and head with undefined', async () => {
      const error: unknown = await blobs.get('users/1/none.jpg').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobNotFoundError);
      expect(error).toMatchObject({ statusCode: 404, key: 'users/1/none.jpg' });
      expect(await blobs.head('users/1/none.jpg')).toBeUndefined();
    });

    it('deletes a blob, and deleting a missing one is fine', async () => {
      await blobs.put('users/2/a', text('x'));
      await blobs.delete('users/2/a');
      await blobs.delete('users/2/a');
      await blobs.delete('users/2/never-there');
      expect(await blobs.head('users/2/a')).toBeUndefined();
      await expect(blobs.get('users/2/a')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('lists the blobs under a folder prefix in key order, nothing next to it', async () => {
      const before = Date.now();
      for (const key of [
        'users/1/b.jpg',
        'users/1/a.jpg',
        'users/1/thumbs/a-300.jpg',
        'users/12/c.jpg',
        'users/1.txt',
      ]) {
        await blobs.put(key, text(key));
      }
      const listed: { key: string; size: number }[] = [];
      for await (const info of blobs.list('users/1/')) {
        listed.push({ key: info.key, size: info.size });
        // S3 keeps the time to the second.
        expect(info.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(info.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
      expect(listed).toEqual([
        { key: 'users/1/a.jpg', size: 13 },
        { key: 'users/1/b.jpg', size: 13 },
        { key: 'users/1/thumbs/a-300.jpg', size: 24 },
      ]);
      expect(await keysUnder(blobs, 'nobody/')).toEqual([]);
    });

    it('resumes a listing after any key, a folder or a key that is not there', async () => {
      const keys = ['r/a/1', 'r/a/b/2', 'r/a/b/3', 'r/c', 'r/d/4'];
      for (const key of [...keys].reverse()) {
        await blobs.put(key, text(key));
      }
      expect(await keysUnder(blobs, 'r/')).toEqual(keys);
      for (const [index, key] of keys.entries()) {
        expect(await keysUnder(blobs, 'r/', key), key).toEqual(keys.slice(index + 1));
      }
      expect(await keysUnder(blobs, 'r/', 'r/a/')).toEqual(keys);
      expect(await keysUnder(blobs, 'r/', 'r/a/b')).toEqual(keys.slice(1));
      expect(await keysUnder(blobs, 'r/', 'r/a/c')).toEqual(keys.slice(3));
      expect(await keysUnder(blobs, 'r/', 'q')).toEqual(keys);
      expect(await keysUnder(blobs, 'r/', 'r/z')).toEqual([]);
    });

    it('deletes everything under a folder prefix and nothing else', async () => {
      for (const key of ['users/1/a', 'users/1/deep/er/b', 'users/12/c', 'users/1x']) {
        await blobs.put(key, text('x'));
      }
      await blobs.deletePrefix('users/1/');
      await blobs.deletePrefix('users/1/');
      expect(await keysUnder(blobs, 'users/1/')).toEqual([]);
      expect(await keysUnder(blobs, 'users/')).toEqual(['users/12/c', 'users/1x']);
    });

    it('refuses keys that could leave the store or mean different things on disk and in S3', async () => {
      const bad = [
        '',
        '../etc/passwd',
        'a/../../b',
        '/abs',
        'a//b',
        'a/./b',
        'a/',
        'a\\b',
        '.hidden',
        'a/b c',
        'é',
      ];
      for (const key of bad) {
        await expect(blobs.put(key, text('x')), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(blobs.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(blobs.head(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(blobs.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      await expect(blobs.deletePrefix('users')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(blobs.deletePrefix('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(keysUnder(blobs, '')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });
  });
}
