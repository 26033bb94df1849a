import type { Kysely } from 'kysely';
import type { AppSettings } from '../../config/env.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { ownerFolder } from '../../platform/blobs/owner-folder.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import type { DownloadUrlSigner } from '../../platform/signed-urls/download-url-signer.ts';

/** What the exports services work with; built once in the module's plugin. */
export interface ExportsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  settings: Pick<
    AppSettings,
    'DOWNLOAD_URL_TTL_SECONDS' | 'EXPORT_CHUNK_BYTES' | 'DEFAULT_VENDOR_HOST'
  >;
  signer: () => Promise<DownloadUrlSigner>;
}

export function createExportsDeps(ctx: AppContext): ExportsDeps {
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    jobs: ctx.jobs,
    mailer: ctx.mailer,
    logger: ctx.logger.child({ component: 'exports' }),
    settings: ctx.settings,
    signer: ctx.downloadUrlSigner,
  };
}

export const chunkBlobKey = (ownerId: string, backupId: string, iteration: number): string =>
  `exports/${ownerFolder(ownerId)}/${backupId}/${iteration}.zip`;

export const chunkBlobPrefix = (ownerId: string, backupId: string): string =>
  `exports/${ownerFolder(ownerId)}/${backupId}/`;
