import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { imageUrlBase, type ImageUrlBase } from '../photo-management/photo-management.public.ts';
import type { OrdersViewDeps } from './orders-view.ts';

/** Where photo-management serves images: product thumbnails are signed for that route. */
const PHOTO_MANAGEMENT_PREFIX = '/api/photo-management';

export function createOrdersDeps(ctx: AppContext): OrdersViewDeps {
  return { db: ctx.database.db, signer: ctx.imageUrlSigner };
}

/** Thumbnail URLs on the request's origin, pointing at photo-management's image route. */
export const ordersImageBase = (request: FastifyRequest): ImageUrlBase =>
  imageUrlBase(request, PHOTO_MANAGEMENT_PREFIX);
