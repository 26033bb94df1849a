import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  CreateDownloadBodySchema,
  CreateSharedAlbumDownloadBodySchema,
  CreatedDownloadSchema,
  DownloadIdParamsSchema,
  DownloadListSchema,
  PhotoDownloadParamsSchema,
  SignedUrlSchema,
} from '@my-account/contract/downloads';
import type { AppContext } from '../../platform/app-context.ts';
import { startSweeper } from '../../platform/jobs/sweeper.ts';
import { archiveFileRoutes } from './archive-file.routes.ts';
import { createDownloadsDeps, type DownloadsDeps } from './downloads.deps.ts';
import { registerArchiveJobs } from './downloads.jobs.ts';
import {
  archiveUrl,
  createDownload,
  createSharedAlbumDownload,
  listCustomerDownloads,
  originalUrl,
} from './downloads.service.ts';
import { sweepDownloads } from './downloads.sweep.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The downloads service (`/api/downloads`): archives of photos made by a job, and signed URLs
 * of archives and originals. The file routes take no bearer token: the signature is the permission.
 */
export const downloadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createDownloadsDeps(ctx);
  registerArchiveJobs(deps);
  let stopSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweeper = startSweeper(
      () => sweepDownloads(deps),
      ctx.settings.DOWNLOADS_SWEEP_INTERVAL_MS,
      (error) => {
        deps.logger.error({ err: error }, 'download sweep failed');
      },
    );
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
  });
  await app.register(archiveFileRoutes, { deps });
  await app.register(downloadApiRoutes, { deps });
};

const downloadApiRoutes: FastifyPluginAsyncZod<{ deps: DownloadsDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const apiBase = (request: { protocol: string; host: string }): string =>
    `${request.protocol}://${request.host}${app.prefix}`;

  app.post(
    '/downloads',
    {
      schema: {
        tags: ['downloads'],
        summary: 'Start an archive of own photos (of one own album when albumId is given)',
        body: CreateDownloadBodySchema,
        response: { 202: CreatedDownloadSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await createDownload(deps, request.user, request.body)),
  );

  app.post(
    '/shared-album-downloads',
    {
      schema: {
        tags: ['downloads'],
        summary: 'Start an archive of photos of a shared album the customer owns or takes part in',
        body: CreateSharedAlbumDownloadBodySchema,
        response: { 202: CreatedDownloadSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await createSharedAlbumDownload(deps, request.user, request.body)),
  );

  app.get(
    '/downloads',
    {
      schema: {
        tags: ['downloads'],
        summary: "The customer's archives, newest first",
        response: { 200: DownloadListSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listCustomerDownloads(deps, request.user),
  );

  app.get(
    '/downloads/:downloadId/url',
    {
      schema: {
        tags: ['downloads'],
        summary: 'A signed, expiring URL of a READY archive (404 otherwise)',
        params: DownloadIdParamsSchema,
        response: { 200: SignedUrlSchema, ...errors },
      },
    },
    async (request) => archiveUrl(deps, request.user, request.params.downloadId, apiBase(request)),
  );

  app.get(
    '/photos/:photoId/url',
    {
      schema: {
        tags: ['downloads'],
        summary: 'A signed, expiring URL of one original, saved under its file name',
        params: PhotoDownloadParamsSchema,
        response: { 200: SignedUrlSchema, ...errors },
      },
    },
    async (request) => originalUrl(deps, request.user, request.params.photoId, apiBase(request)),
  );
};
