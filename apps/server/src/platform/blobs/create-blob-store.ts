import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppSettings } from '../../config/env.ts';
import type { Logger } from '../logging/create-logger.ts';
import type { BlobStore } from './blob-store.ts';
import { createFolderBlobStore, removeAbandonedWrites } from './folder-blob-store.ts';
import { createS3BlobStore, createS3Client } from './s3-blob-store.ts';

export interface BlobStoreHandle {
  blobs: BlobStore;
  close(): Promise<void>;
}

/** A write untouched this long is abandoned (and how often the folder store looks for them). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface BlobStoreOptions {
  /**
   * The folder store removes partial files of abandoned writes at start and hourly (default);
   * a command that only looks (the orphan sweep's dry run) turns it off.
   */
  removeAbandonedWrites?: boolean;
}

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/blobs. */
export function createBlobStore(
  settings: AppSettings,
  logger: Logger,
  options: BlobStoreOptions = {},
): BlobStoreHandle {
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
  const root = join(settings.DATA_DIR, 'blobs');
  if (options.removeAbandonedWrites === false) {
    return { blobs: createFolderBlobStore(root), close: () => Promise.resolve() };
  }
  // Partial files of writes a killed process left behind, at start and then hourly. (On S3 an
  // interrupted multipart upload is removed by the bucket's AbortIncompleteMultipartUpload
  // lifecycle rule; see decision 0094.)
  const sweep = (): void => {
    removeAbandonedWrites(root, new Date(Date.now() - ABANDONED_AFTER_MS)).catch(
      (error: unknown) => {
        logger.warn({ err: error }, 'could not remove abandoned blob writes');
      },
    );
  };
  sweep();
  const timer = setInterval(sweep, ABANDONED_AFTER_MS);
  timer.unref();
  return {
    blobs: createFolderBlobStore(root),
    close: () => {
      clearInterval(timer);
      return Promise.resolve();
    },
  };
}
