import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import { lazyImageUrlSigner, type ImageUrlSigner } from '../photo-management/image-url-signer.ts';
import type { ImageUrlBase } from '../photo-management/photo-management.deps.ts';
import { imageUrlBase } from '../photo-management/request-origin.ts';

/** Where photo-management serves images; album photos are signed for that route. */
export const PHOTO_MANAGEMENT_PREFIX = '/api/photo-management';

/** What the album services (own and shared) work with. */
export interface AlbumDeps {
  db: Kysely<Database>;
  /** The photo-management URL signer (same secret), made on first use. */
  signer: () => Promise<ImageUrlSigner>;
}

export function createAlbumDeps(db: Kysely<Database>): AlbumDeps {
  return { db, signer: lazyImageUrlSigner(db) };
}

/** Image URLs on the request's origin, pointing at photo-management's image route. */
export const albumImageBase = (request: FastifyRequest): ImageUrlBase =>
  imageUrlBase(request, PHOTO_MANAGEMENT_PREFIX);
