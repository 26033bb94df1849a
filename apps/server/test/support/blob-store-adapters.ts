import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobStore } from '../../src/platform/blobs/blob-store.ts';
import { createFolderBlobStore } from '../../src/platform/blobs/folder-blob-store.ts';
import { createS3BlobStore } from '../../src/platform/blobs/s3-blob-store.ts';
import type { S3TestServer } from './s3-test-server.ts';

export interface OpenedBlobStore {
  blobs: BlobStore;
  cleanup: () => Promise<void>;
}

/**
 * Both blob store adapters, for `describe.each`: a temporary folder, and a fresh bucket of the
 * suite's s3rver (started in its beforeAll, hence the getter).
 */
export function blobStoreAdapters(
  s3: () => S3TestServer,
): { adapter: string; open: () => Promise<OpenedBlobStore> }[] {
  return [
    {
      adapter: 'folder',
      open: async () => {
        const dir = await mkdtemp(join(tmpdir(), 'my-account-blobs-'));
        return {
          blobs: createFolderBlobStore(dir),
          cleanup: () => rm(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      adapter: 's3 (s3rver)',
      open: async () => ({
        blobs: createS3BlobStore(s3().client, await s3().createBucket()),
        cleanup: () => Promise.resolve(),
      }),
    },
  ];
}
