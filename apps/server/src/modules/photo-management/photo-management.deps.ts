import type { Kysely } from 'kysely';
import type { AppSettings } from '../../config/env.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { ReadRows } from '../../platform/database/create-database.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { HeicDecoderPool } from '../../platform/images/heic-decoder-pool.ts';
import type { Metrics } from '../../platform/metrics/metrics.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';

/** What the photo-management services work with; built once in the module's plugin. */
export interface PhotoManagementDeps {
  db: Kysely<Database>;
  /** For the timeline's month pages: off the event loop on SQLite. */
  readRows: ReadRows;
  blobs: BlobStore;
  jobs: JobQueue;
  logger: Logger;
  settings: Pick<
    AppSettings,
    'MAX_UPLOAD_BYTES' | 'MAX_UPLOAD_PIXELS' | 'DATA_DIR' | 'S3_BUCKET' | 'DEFAULT_VENDOR_HOST'
  >;
  heic: HeicDecoderPool;
  metrics: Pick<Metrics, 'uploads' | 'thumbnailSeconds'>;
  /** Made on first use: the secret lives in the database. */
  signer: () => Promise<ImageUrlSigner>;
}

/**
 * How many albums the customer owns (`GET /users`): the albums module answers, handed in by the
 * app, since albums depend on photo-management and not the other way round (decision 0130).
 */
export type CountAlbums = (ownerId: string) => Promise<number>;

/** Where image URLs point: the request's origin and the module's image route. */
export interface ImageUrlBase {
  /** e.g. https://photobox.co.uk/api/photo-management/images */
  imagesUrl: string;
}

/** The services' dependencies from the platform (the HEIC pool and signer are the process's). */
export function createPhotoManagementDeps(ctx: AppContext): PhotoManagementDeps {
  return {
    db: ctx.database.db,
    readRows: ctx.database.readRows,
    blobs: ctx.blobs,
    jobs: ctx.jobs,
    logger: ctx.logger,
    settings: ctx.settings,
    heic: ctx.heicDecoder,
    metrics: ctx.metrics,
    signer: ctx.imageUrlSigner,
  };
}
