import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wholeFileRead } from '../../platform/blobs/blob-store.ts';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { attachmentDisposition } from '../../platform/http/content-disposition.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { SignedFileQuerySchema, signedQueryOf } from '../../platform/http/signed-file-query.ts';
import { blobKeyOf, findPhotoByIdAnyOwner } from '../photo-management/photo-management.public.ts';
import type { DownloadsDeps } from './downloads.deps.ts';
import { findDownloadsById } from './downloads.repository.ts';
import { isDownloadable } from './downloads.service.ts';

const ArchiveFileParamsSchema = z.object({ file: z.string().max(120) });
const OriginalFileParamsSchema = z.object({
  photoId: z.string().max(100),
  name: z.string().max(400),
});

/** Files behind the signed URLs: `{downloadId}.zip` archives and originals, as attachments. */
export const archiveFileRoutes: FastifyPluginAsyncZod<{ deps: DownloadsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/archives/:file',
    {
      schema: {
        tags: ['downloads'],
        summary: 'An archive through its signed URL',
        params: ArchiveFileParamsSchema,
        querystring: SignedFileQuerySchema,
        response: { 200: fileResponse('The archive', 'application/zip'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const query = signedQueryOf(request.query);
      const id = request.params.file.endsWith('.zip') ? request.params.file.slice(0, -4) : '';
      if (!query || id === '') {
        throw notFound('Download');
      }
      const signer = await deps.signer();
      // The id is the client's: another customer may use it too; the signature names the owner.
      const rows = await findDownloadsById(deps.db, id);
      const row = rows.find((candidate) => signer.verify('archive', candidate.owner_id, id, query));
      if (!row || !isDownloadable(row) || row.blob_key === null) {
        throw notFound('Download');
      }
      const body = await deps.blobs.get(row.blob_key, wholeFileRead(Number(row.size)));
      return reply
        .type('application/zip')
        .header('content-length', Number(row.size))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(`${row.id}.zip`))
        .send(body);
    },
  );

  app.get(
    '/originals/:photoId/:name',
    {
      schema: {
        tags: ['downloads'],
        summary: 'An original through its signed URL, saved under its file name',
        params: OriginalFileParamsSchema,
        querystring: SignedFileQuerySchema,
        response: {
          200: fileResponse('The original, of its own type', 'image/*'),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const query = signedQueryOf(request.query);
      if (!query) {
        throw notFound('Photo');
      }
      const row = await findPhotoByIdAnyOwner(deps.db, request.params.photoId);
      const signer = await deps.signer();
      if (!row || !signer.verify('original', row.owner_id, row.id, query)) {
        throw notFound('Photo');
      }
      const body = await deps.blobs.get(blobKeyOf(row, 'original'), wholeFileRead(row.byte_size));
      return reply
        .type(row.mime_type)
        .header('content-length', row.byte_size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(row.file_name))
        .send(body);
    },
  );
};
