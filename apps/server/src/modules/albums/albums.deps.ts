import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';
import { imageUrlBase, type ImageUrlBase } from '../photo-management/photo-management.public.ts';

/** Where photo-management serves images; album photos are signed for that route. */
export const PHOTO_MANAGEMENT_PREFIX = '/api/photo-management';

/** What the album services (own and shared) work with. */
export interface AlbumDeps {
  db: Kysely<Database>;
  /** The process's image URL signer: album photos are signed for photo-management's route. */
  signer: () => Promise<ImageUrlSigner>;
}

export function createAlbumDeps(ctx: AppContext): AlbumDeps {
  return { db: ctx.database.db, signer: ctx.imageUrlSigner };
}

/** Image URLs on the request's origin, pointing at photo-management's image route. */
export const albumImageBase = (request: FastifyRequest): ImageUrlBase =>
  imageUrlBase(request, PHOTO_MANAGEMENT_PREFIX);
