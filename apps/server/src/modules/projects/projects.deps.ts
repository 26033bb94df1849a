import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';
import { imageUrlBase, type ImageUrlBase } from '../photo-management/photo-management.public.ts';

/** What the projects services work with: covers of library photos are signed image URLs. */
export interface ProjectsDeps {
  db: Kysely<Database>;
  signer: () => Promise<ImageUrlSigner>;
}

export function createProjectsDeps(ctx: AppContext): ProjectsDeps {
  return { db: ctx.database.db, signer: ctx.imageUrlSigner };
}

/** Where photo-management serves images: covers are signed for that route. */
const PHOTO_MANAGEMENT_PREFIX = '/api/photo-management';

/** Cover URLs on the request's origin, pointing at photo-management's image route. */
export const projectsImageBase = (request: FastifyRequest): ImageUrlBase =>
  imageUrlBase(request, PHOTO_MANAGEMENT_PREFIX);
