import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { createFolderBlobStore } from './folder-blob-store.ts';

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
});
