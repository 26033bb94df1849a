import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  BackupChunkParamsSchema,
  BackupChunkUrlSchema,
  BackupIdParamsSchema,
  BackupSchema,
  CreatedBackupSchema,
} from '@my-account/contract/backups';
import { appOriginResolver } from '../../config/app-origins.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { wholeFileRead } from '../../platform/blobs/blob-store.ts';
import { attachmentDisposition } from '../../platform/http/content-disposition.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { SignedFileQuerySchema, signedQueryOf } from '../../platform/http/signed-file-query.ts';
import { startSweeper } from '../../platform/jobs/sweeper.ts';
import { createExportsDeps, type ExportsDeps } from './exports.deps.ts';
import { registerBackupJobs } from './exports.jobs.ts';
import { findBackup, findChunk } from './exports.repository.ts';
import { chunkUrl, getBackup, requestBackup } from './exports.service.ts';
import { sweepExports } from './exports.sweep.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * Exports ("backups"), mounted under `/api/photo-management` beside the photo routes: the whole
 * library as zip chunks, made by a job, announced by e-mail, downloaded through signed URLs.
 */
export const exportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createExportsDeps(ctx);
  registerBackupJobs(deps);
  let stopSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweeper = startSweeper(
      () => sweepExports(deps),
      ctx.settings.DOWNLOADS_SWEEP_INTERVAL_MS,
      (error) => {
        deps.logger.error({ err: error }, 'export sweep failed');
      },
    );
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
  });
  await app.register(chunkFileRoutes, { deps });
  await app.register(backupApiRoutes, { deps, appOriginOf: appOriginResolver(ctx.settings) });
};

const backupApiRoutes: FastifyPluginAsyncZod<{
  deps: ExportsDeps;
  /** The mail's link goes to the configured app origin the export was asked on (decision 0105). */
  appOriginOf: ReturnType<typeof appOriginResolver>;
}> = async (app, { deps, appOriginOf }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/backups',
    {
      schema: {
        tags: ['photo-management'],
        summary: 'Request an export of the whole library (e-mailed when ready)',
        response: { 202: CreatedBackupSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestBackup(deps, request.user, appOriginOf(request))),
  );

  app.get(
    '/backups/:id',
    {
      schema: {
        tags: ['photo-management'],
        summary: 'An export: its status and, when READY, its chunks (404 once expired)',
        params: BackupIdParamsSchema,
        response: { 200: BackupSchema, ...errors },
      },
    },
    async (request) => getBackup(deps, request.user, request.params.id),
  );

  app.get(
    '/backups/:id/chunks/:chunk/url',
    {
      schema: {
        tags: ['photo-management'],
        summary: 'A signed, expiring URL of one zip chunk of a READY export',
        params: BackupChunkParamsSchema,
        response: { 200: BackupChunkUrlSchema, ...errors },
      },
    },
    async (request) =>
      chunkUrl(
        deps,
        request.user,
        request.params.id,
        request.params.chunk,
        `${request.protocol}://${request.host}${app.prefix}`,
      ),
  );
};

const ChunkFileParamsSchema = z.object({ id: z.string().max(100), file: z.string().max(20) });

/** `GET /backup-chunks/{id}/{chunk}.zip?expires&signature`: the chunk, as an attachment. */
const chunkFileRoutes: FastifyPluginAsyncZod<{ deps: ExportsDeps }> = async (app, { deps }) => {
  app.get(
    '/backup-chunks/:id/:file',
    {
      schema: {
        tags: ['photo-management'],
        summary: 'An export chunk through its signed URL',
        params: ChunkFileParamsSchema,
        querystring: SignedFileQuerySchema,
        response: {
          200: fileResponse('The export chunk', 'application/zip'),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const query = signedQueryOf(request.query);
      const match = /^([1-9][0-9]{0,5})\.zip$/u.exec(request.params.file);
      const iteration = Number(match?.[1]);
      if (!query || !match) {
        throw notFound('Chunk');
      }
      const { id } = request.params;
      const backup = await findBackup(deps.db, id);
      const signer = await deps.signer();
      if (
        !backup ||
        backup.status !== 'READY' ||
        Date.parse(backup.expires_at) <= Date.now() ||
        !signer.verify('backup-chunk', backup.owner_id, `${id}/${iteration}`, query)
      ) {
        throw notFound('Chunk');
      }
      const chunk = await findChunk(deps.db, id, iteration);
      if (!chunk) {
        throw notFound('Chunk');
      }
      const body = await deps.blobs.get(chunk.blob_key, wholeFileRead(Number(chunk.size)));
      return reply
        .type('application/zip')
        .header('content-length', Number(chunk.size))
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          attachmentDisposition(`photos-export-${id.slice(0, 8)}-${iteration}.zip`),
        )
        .send(body);
    },
  );
};
