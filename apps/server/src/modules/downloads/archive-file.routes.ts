import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wholeFileRead } from '../../platform/blobs/blob-store.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { attachmentDisposition } from '../photo-management/image-delivery.routes.ts';
import { findPhotoByIdAnyOwner } from '../photo-management/photos.repository.ts';
import { blobKeyOf } from '../photo-management/photo-view.ts';
import type { DownloadsDeps } from './downloads.deps.ts';
import { findDownloadsById } from './downloads.repository.ts';
import { isDownloadable } from './downloads.service.ts';

// Lenient on purpose: anything wrong answers the same 404, never a 400 that tells what.
export const SignedFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
const ArchiveFileParamsSchema = z.object({ file: z.string().max(120) });
const OriginalFileParamsSchema = z.object({
  photoId: z.string().max(100),
  name: z.string().max(400),
});

/** The query's expiry and signature, or undefined when malformed. */
export function signedQueryOf(query: z.infer<typeof SignedFileQuerySchema>) {
  const expires = Number(query.expires);
  const signature = query.signature ?? '';
  return Number.isSafeInteger(expires) && signature !== '' ? { expires, signature } : undefined;
}

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
