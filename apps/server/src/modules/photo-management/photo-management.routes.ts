import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { registerBlobRemovalJobs } from './blob-removal.ts';
import { imageDeliveryRoutes } from './image-delivery.routes.ts';
import { registerOrphanCheckJobs } from './orphan-blobs.ts';
import { createPhotoManagementDeps } from './photo-management.deps.ts';
import { photoApiRoutes } from './photo-api.routes.ts';

export interface PhotoManagementOptions {
  ctx: AppContext;
}

/**
 * The photo-management service (`/api/photo-management`): the customer's photos (bearer token)
 * and their images (signed URLs, so `<img src>` works without a header).
 */
export const photoManagementRoutes: FastifyPluginAsyncZod<PhotoManagementOptions> = async (
  app,
  { ctx },
) => {
  const deps = createPhotoManagementDeps(ctx);
  registerBlobRemovalJobs(ctx.jobs, ctx.blobs);
  registerOrphanCheckJobs(deps);
  app.addHook('onClose', async () => {
    await deps.heic.close();
  });

  await app.register(imageDeliveryRoutes, { deps });
  await app.register(photoApiRoutes, { deps });
};
