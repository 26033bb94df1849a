import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppSettings } from '../../config/env.ts';
import type { BlobStore } from './blob-store.ts';
import { createFolderBlobStore } from './folder-blob-store.ts';
import { createS3BlobStore, createS3Client } from './s3-blob-store.ts';

export interface BlobStoreHandle {
  blobs: BlobStore;
  close(): Promise<void>;
}

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/blobs. */
export function createBlobStore(settings: AppSettings): BlobStoreHandle {
  if (settings.S3_BUCKET) {
    const client: S3Client = createS3Client({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    });
    return {
      blobs: createS3BlobStore(client, settings.S3_BUCKET),
      close: () => {
        client.destroy();
        return Promise.resolve();
      },
    };
  }
  return {
    blobs: createFolderBlobStore(join(settings.DATA_DIR, 'blobs')),
    close: () => Promise.resolve(),
  };
}
