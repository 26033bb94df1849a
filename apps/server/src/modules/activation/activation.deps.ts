import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { PushHub } from '../../platform/push/push-hub.ts';
import {
  createPhotoManagementDeps,
  type PhotoManagementDeps,
} from '../photo-management/photo-management.public.ts';

/** What activation works with; built once in the module's plugin. */
export interface ActivationDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  jobs: JobQueue;
  push: PushHub;
  logger: Logger;
  /** The photo library's own dependencies: imports go through its upload pipeline. */
  photos: PhotoManagementDeps;
}

export function createActivationDeps(ctx: AppContext): ActivationDeps {
  return {
    db: ctx.database.db,
    blobs: ctx.blobs,
    jobs: ctx.jobs,
    push: ctx.push,
    logger: ctx.logger.child({ module: 'activation' }),
    photos: createPhotoManagementDeps(ctx),
  };
}
