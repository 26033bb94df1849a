import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_VARIANTS, type ImageVariant } from '@my-account/contract/photos';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { attachmentDisposition } from '../../platform/http/content-disposition.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { THUMBNAIL_CONTENT_TYPE } from './image-renditions.ts';
import type { PhotoManagementDeps } from './photo-management.deps.ts';
import { blobKeyOf } from './photo-view.ts';
import { findPhotoByIdAnyOwner } from './photos.repository.ts';

// Lenient on purpose: a malformed signature answers 404 like a missing photo, never 400.
const ImageParamsSchema = z.object({ id: z.string().max(100), variant: z.string().max(20) });
const ImageQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

const isVariant = (value: string): value is ImageVariant =>
  (IMAGE_VARIANTS as readonly string[]).includes(value);

/**
 * `GET /images/{id}/{variant}?expires&signature`: the URLs in a Photo. No bearer token: the
 * signature is the permission. Anything wrong (unknown photo, bad, expired or another
 * customer's signature) answers the same 404.
 */
export const imageDeliveryRoutes: FastifyPluginAsyncZod<{ deps: PhotoManagementDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/images/:id/:variant',
    {
      schema: {
        tags: ['photo-management'],
        summary: 'A photo image (original or thumbnail 300/800/1300) through its signed URL',
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: fileResponse('The original (its own type) or a JPEG thumbnail', 'image/*'),
          304: z.null().describe('Not Modified: the ETag matched If-None-Match'),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const expires = Number(request.query.expires);
      const signature = request.query.signature ?? '';
      if (!isVariant(variant) || !Number.isSafeInteger(expires) || signature === '') {
        throw notFound('Photo');
      }
      const row = await findPhotoByIdAnyOwner(deps.db, id);
      const signer = await deps.signer();
      if (!row || !signer.verify(row.owner_id, row.id, variant, { expires, signature })) {
        throw notFound('Photo');
      }
      const etag = `"${row.content_hash.slice(0, 32)}-${variant}"`;
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      void reply
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).send(null);
      }
      // A missing blob is BlobNotFoundError: the same 404 in the error shape.
      const body = await deps.blobs.get(blobKeyOf(row, variant));
      if (variant === 'original') {
        void reply
          .type(row.mime_type)
          .header('content-length', row.byte_size)
          .header('content-disposition', attachmentDisposition(row.file_name));
      } else {
        void reply.type(THUMBNAIL_CONTENT_TYPE);
      }
      return reply.send(body);
    },
  );
};
