import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { registerBlobRemovalJobs } from './blob-removal.ts';
import { startBlobRemovalRecovery } from './blob-removal-recovery.ts';
import { imageDeliveryRoutes } from './image-delivery.routes.ts';
import { registerOrphanCheckJobs } from './orphan-blobs.ts';
import { createPhotoManagementDeps, type CountAlbums } from './photo-management.deps.ts';
import { photoApiRoutes } from './photo-api.routes.ts';
import { resumableUploadRoutes } from './resumable-uploads.routes.ts';

export interface PhotoManagementOptions {
  ctx: AppContext;
  /** The albums module's count, for `GET /users`. */
  countAlbums: CountAlbums;
}

/**
 * The photo-management service (`/api/photo-management`): the customer's photos (bearer token)
 * and their images (signed URLs, so `<img src>` works without a header).
 */
export const photoManagementRoutes: FastifyPluginAsyncZod<PhotoManagementOptions> = async (
  app,
  { ctx, countAlbums },
) => {
  const deps = createPhotoManagementDeps(ctx);
  registerBlobRemovalJobs(deps);
  registerOrphanCheckJobs(deps);
  let recovery: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    recovery = startBlobRemovalRecovery(deps);
  });
  app.addHook('onClose', async () => {
    await recovery?.stop();
  });

  await app.register(imageDeliveryRoutes, { deps });
  await app.register(photoApiRoutes, { deps, countAlbums });
  await app.register(resumableUploadRoutes, { deps });
};
