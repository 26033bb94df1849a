import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  DeleteAllPhotosResultSchema,
  DeletePhotosBodySchema,
  DeletePhotosResultSchema,
  PageQuerySchema,
  PhotoIdParamsSchema,
  PhotoPageSchema,
  PhotoSchema,
  PhotoUserSummarySchema,
  TimelineCountsSchema,
  TimelineMonthParamsSchema,
  UploadPhotoQuerySchema,
} from '@my-account/contract/photos';
import type { CountAlbums, PhotoManagementDeps } from './photo-management.deps.ts';
import { deleteAllPhotos, deletePhoto, deletePhotos } from './photo-removal.service.ts';
import {
  getMonthPage,
  getPhoto,
  getPhotosPage,
  getTimelineCounts,
  getUserSummary,
} from './photo-timeline.service.ts';
import { uploadPhoto } from './photo-upload.service.ts';
import { imageUrlBase } from './request-origin.ts';
import { multipartLimits, receiveMultipartPhoto } from './multipart-upload.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const TAGS = ['photo-management'];

/**
 * The listing routes answer with objects built field by field from typed rows (`toPhoto`), and
 * re-checking 24-500 photos against the zod schema on every answer cost ~0.7 ms of CPU per
 * month page, most of the route's time. They are written as they are; the schema still
 * describes the answer (OpenAPI) and the tests parse every answer with it.
 */
const serializeAsBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** The customer's photos; every route needs the bearer token and sees only the caller's photos. */
export const photoApiRoutes: FastifyPluginAsyncZod<{
  deps: PhotoManagementDeps;
  countAlbums: CountAlbums;
}> = async (app, { deps, countAlbums }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: multipartLimits(deps.settings.MAX_UPLOAD_BYTES) });
  const base = (request: FastifyRequest) => imageUrlBase(request, app.prefix);

  app.post(
    '/photos',
    {
      schema: {
        tags: TAGS,
        summary:
          'Upload one photo (multipart/form-data, one file part named "file"): 201 new, 200 already there',
        consumes: ['multipart/form-data'],
        querystring: UploadPhotoQuerySchema,
        response: {
          200: PhotoSchema,
          201: PhotoSchema,
          ...errors,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await uploadPhoto(deps, request.user, {
        receive: () =>
          receiveMultipartPhoto(
            request,
            reply,
            deps.settings.MAX_UPLOAD_BYTES,
            deps.blobs.stagingDir,
          ),
        uploadId: request.query.uploadId,
        base: base(request),
      });
      return reply.status(result.created ? 201 : 200).send(result.photo);
    },
  );

  app.get(
    '/photos',
    {
      ...serializeAsBuilt,
      schema: {
        tags: TAGS,
        summary: 'All photos, a page (500) at a time',
        querystring: PageQuerySchema,
        response: { 200: PhotoPageSchema, ...errors },
      },
    },
    async (request) => getPhotosPage(deps, request.user, request.query, base(request)),
  );

  app.get(
    '/photos/timeline/:year/:month',
    {
      ...serializeAsBuilt,
      schema: {
        tags: TAGS,
        summary: "One month's photos, a page (24) at a time; 1970/1 is Unknown Date",
        params: TimelineMonthParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: PhotoPageSchema, ...errors },
      },
    },
    async (request) =>
      getMonthPage(deps, request.user, request.params, request.query, base(request)),
  );

  app.get(
    '/users/timeline',
    {
      ...serializeAsBuilt,
      schema: {
        tags: TAGS,
        summary: 'Photos per month, newest first, Unknown Date last',
        response: { 200: TimelineCountsSchema, ...errors },
      },
    },
    async (request) => getTimelineCounts(deps, request.user),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Photo and album counts',
        response: { 200: PhotoUserSummarySchema, ...errors },
      },
    },
    async (request) => getUserSummary(deps, request.user, countAlbums),
  );

  app.delete(
    '/photos/all',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete every photo of the caller',
        response: { 200: DeleteAllPhotosResultSchema, ...errors },
      },
    },
    async (request) => deleteAllPhotos(deps, request.user),
  );

  app.get(
    '/photos/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One photo',
        params: PhotoIdParamsSchema,
        response: { 200: PhotoSchema, ...errors },
      },
    },
    async (request) => getPhoto(deps, request.user, request.params.id, base(request)),
  );

  app.delete(
    '/photos/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete one photo',
        params: PhotoIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePhoto(deps, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/photos',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete photos (at most 500); ids not deleted come back in failedIds',
        body: DeletePhotosBodySchema,
        response: { 200: DeletePhotosResultSchema, ...errors },
      },
    },
    async (request) => deletePhotos(deps, request.user, request.body.photoIds),
  );
};
