import type { Kysely } from 'kysely';
import type { AppSettings } from '../../config/env.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { ownerFolder } from '../../platform/blobs/owner-folder.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { PushHub } from '../../platform/push/push-hub.ts';
import type { DownloadUrlSigner } from '../../platform/signed-urls/download-url-signer.ts';

/** What the downloads services work with; built once in the module's plugin. */
export interface DownloadsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  push: PushHub;
  logger: Logger;
  settings: Pick<AppSettings, 'DOWNLOAD_URL_TTL_SECONDS'>;
  signer: () => Promise<DownloadUrlSigner>;
}

export function createDownloadsDeps(ctx: AppContext): DownloadsDeps {
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    jobs: ctx.jobs,
    push: ctx.push,
    logger: ctx.logger.child({ component: 'downloads' }),
    settings: ctx.settings,
    signer: ctx.downloadUrlSigner,
  };
}

/** Where an archive's zip lives; the id is a UUID (checked by the contract). */
export const archiveBlobKey = (ownerId: string, downloadId: string): string =>
  `downloads/${ownerFolder(ownerId)}/${downloadId}.zip`;
