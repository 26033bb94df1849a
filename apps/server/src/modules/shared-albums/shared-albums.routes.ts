import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { AlbumIdParamsSchema, AlbumPhotosQuerySchema } from '@my-account/contract/albums';
import { PhotoPageSchema } from '@my-account/contract/photos';
import {
  SharedAlbumDetailSchema,
  SharedAlbumListQuerySchema,
  SharedAlbumListSchema,
  SharedAlbumParticipantsSchema,
  SharedAlbumsSummarySchema,
} from '@my-account/contract/shared-albums';
import type { AppContext } from '../../platform/app-context.ts';
import { albumImageBase, createAlbumDeps } from '../albums/albums.public.ts';
import {
  deleteSharedAlbum,
  getParticipants,
  getSharedAlbum,
  getSharedAlbumPhotos,
  getSharingSummary,
  listSharedWithMe,
} from './shared-albums.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const TAGS = ['shared-albums'];

/**
 * The shared-albums service (`/api/shared-albums`): legacy, read-only albums. Every route needs
 * the bearer token; an album the caller neither owns nor takes part in answers 404.
 */
export const sharedAlbumsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const deps = createAlbumDeps(ctx);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/shared-albums',
    {
      schema: {
        tags: TAGS,
        summary: 'Albums others shared with the caller, newest first, 50 a page',
        querystring: SharedAlbumListQuerySchema,
        response: { 200: SharedAlbumListSchema, ...errors },
      },
    },
    async (request) => listSharedWithMe(deps, request.user, request.query, albumImageBase(request)),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: TAGS,
        summary: 'How many albums others shared with the caller, and the caller with others',
        response: { 200: SharedAlbumsSummarySchema, ...errors },
      },
    },
    async (request) => getSharingSummary(deps, request.user),
  );

  app.get(
    '/shared-albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One shared album with its owner (for its owner and participants)',
        params: AlbumIdParamsSchema,
        response: { 200: SharedAlbumDetailSchema, ...errors },
      },
    },
    async (request) =>
      getSharedAlbum(deps, request.user, request.params.id, albumImageBase(request)),
  );

  app.get(
    '/shared-albums/:id/participants',
    {
      schema: {
        tags: TAGS,
        summary: 'Participants: all of them for the owner, their own entry for a participant',
        params: AlbumIdParamsSchema,
        response: { 200: SharedAlbumParticipantsSchema, ...errors },
      },
    },
    async (request) => getParticipants(deps, request.user, request.params.id),
  );

  app.get(
    '/shared-albums/:id/photos',
    {
      schema: {
        tags: TAGS,
        summary: "A shared album's photos (each with ownerId), a page at a time",
        params: AlbumIdParamsSchema,
        querystring: AlbumPhotosQuerySchema,
        response: { 200: PhotoPageSchema, ...errors },
      },
    },
    async (request) =>
      getSharedAlbumPhotos(
        deps,
        request.user,
        request.params.id,
        request.query,
        albumImageBase(request),
      ),
  );

  app.delete(
    '/shared-albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The owner deletes it for everybody; a participant leaves it with their photos',
        params: AlbumIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSharedAlbum(deps, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
