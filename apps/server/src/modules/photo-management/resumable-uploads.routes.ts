import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  PhotoSchema,
  RESUMABLE_UPLOADS_PATH,
  ResumableUploadIdParamsSchema,
} from '@my-account/contract/photos';
import type { PhotoManagementDeps } from './photo-management.deps.ts';
import { createResumableUploadStorage } from './resumable-upload-files.ts';
import { createResumableUploadServer } from './resumable-upload-server.ts';
import { handOverToTus } from './resumable-upload-handover.ts';
import {
  checkResumableUploadAccess,
  discardIfStranded,
  removeExpiredResumableUploads,
  type FinishingUploads,
} from './resumable-upload.service.ts';
import { imageUrlBase } from './request-origin.ts';

const TAGS = ['photo-management'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  412: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
/** tus answers most steps with no body; its headers (Upload-Offset, Location) carry the news. */
const NO_BODY = z.null().describe('No body: see the tus headers');
/** How often abandoned uploads are looked for. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Resumable uploads (tus 1.0, decision 0268) beside the one-request `POST /photos`. Our routes
 * check the bearer token and the upload's owner, then hand the raw request to @tus/server.
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod<{ deps: PhotoManagementDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  // tus reads the body itself, as a stream; Fastify must leave it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  const storage = createResumableUploadStorage(deps.settings, deps.blobs);
  const finishing: FinishingUploads = new Set();
  const tus = createResumableUploadServer(
    deps,
    storage,
    finishing,
    `${app.prefix}${RESUMABLE_UPLOADS_PATH}`,
    app.log,
  );

  const handOver = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await handOverToTus(tus, request, reply, {
      user: request.user,
      base: imageUrlBase(request, app.prefix),
    });
  };

  app.post(
    RESUMABLE_UPLOADS_PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          'Start a resumable upload (tus creation: Upload-Length, Upload-Metadata filename); 201 with Location',
        response: { 201: NO_BODY, ...errors },
      },
    },
    handOver,
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${RESUMABLE_UPLOADS_PATH}/:id`,
    schema: {
      tags: TAGS,
      summary:
        "One of the caller's resumable uploads: HEAD its offset, PATCH bytes (the last answers 200 with the photo), DELETE it",
      params: ResumableUploadIdParamsSchema,
      response: { 200: PhotoSchema, 204: NO_BODY, ...errors },
    },
    handler: async (request, reply) => {
      await checkResumableUploadAccess(deps.db, request.user, request.params.id);
      if (request.method === 'HEAD') {
        await discardIfStranded(deps.db, storage, finishing, request.params.id);
      }
      await handOver(request, reply);
    },
  });

  let sweep: NodeJS.Timeout | undefined;
  const sweepExpired = async () => {
    try {
      await removeExpiredResumableUploads(deps.db, storage, new Date());
    } catch (error) {
      app.log.error({ err: error }, 'removing abandoned resumable uploads failed');
    }
  };
  app.addHook('onReady', async () => {
    void sweepExpired();
    sweep = setInterval(() => void sweepExpired(), SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
};
