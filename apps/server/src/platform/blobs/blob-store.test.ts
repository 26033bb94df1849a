import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { describeBlobStoreContract } from '../../../test/contracts/blob-store.contract.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/support/s3-test-server.ts';
import { createFolderBlobStore } from './folder-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

describeBlobStoreContract('folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'my-account-blobs-'));
  return {
    blobs: createFolderBlobStore(dir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

// s3rver runs in-process on loopback, so the S3 adapter is always tested, CI or not.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

describeBlobStoreContract('s3 (s3rver)', async () => {
  const bucket = await s3.createBucket();
  return { blobs: createS3BlobStore(s3.client, bucket), cleanup: () => Promise.resolve() };
});
