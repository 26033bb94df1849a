import type { FastifyRequest } from 'fastify';
import type { ImageUrlBase } from './photo-management.deps.ts';

/**
 * Image URLs are absolute on the origin the request came to (behind a proxy, the forwarded one:
 * the app trusts its proxy), so each brand host gets URLs on its own host.
 */
export function imageUrlBase(request: FastifyRequest, prefix: string): ImageUrlBase {
  return { imagesUrl: `${request.protocol}://${request.host}${prefix}/images` };
}
