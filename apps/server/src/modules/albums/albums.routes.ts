import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  AlbumIdParamsSchema,
  AlbumListQuerySchema,
  AlbumListSchema,
  AlbumNameBodySchema,
  AlbumPhotosBodySchema,
  AlbumPhotosQuerySchema,
  AlbumSchema,
  CreatedAlbumSchema,
} from '@my-account/contract/albums';
import { PhotoPageSchema } from '@my-account/contract/photos';
import type { AppContext } from '../../platform/app-context.ts';
import { albumImageBase, createAlbumDeps } from './albums.deps.ts';
import {
  addAlbumPhotos,
  createAlbum,
  deleteAlbum,
  getAlbum,
  getAlbumPhotos,
  listAlbums,
  removeAlbumPhotos,
  renameAlbum,
} from './albums.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const writeErrors = { ...errors, 409: ErrorResponseSchema };
const TAGS = ['photo-management'];

/**
 * The customer's own albums (photo-management `/albums`, registered under that prefix): only
 * the caller's albums exist for them; a shared album they own can be read and deleted only.
 */
export const albumsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = createAlbumDeps(ctx);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/albums',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an album',
        body: AlbumNameBodySchema,
        response: { 201: CreatedAlbumSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAlbum(deps, request.user, request.body.name)),
  );

  app.get(
    '/albums',
    {
      schema: {
        tags: TAGS,
        summary: 'Own albums, newest first: 49 on the first page, then 50',
        querystring: AlbumListQuerySchema,
        response: { 200: AlbumListSchema, ...errors },
      },
    },
    async (request) => listAlbums(deps, request.user, request.query, albumImageBase(request)),
  );

  app.get(
    '/albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One own album',
        params: AlbumIdParamsSchema,
        response: { 200: AlbumSchema, ...errors },
      },
    },
    async (request) => getAlbum(deps, request.user, request.params.id, albumImageBase(request)),
  );

  app.patch(
    '/albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Rename an album (409 for a shared album)',
        params: AlbumIdParamsSchema,
        body: AlbumNameBodySchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await renameAlbum(deps, request.user, request.params.id, request.body.name);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/albums/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete an album (its photos stay in the library)',
        params: AlbumIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAlbum(deps, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/albums/:id/photos',
    {
      schema: {
        tags: TAGS,
        summary: "An album's photos, a page at a time (default: created, newest first)",
        params: AlbumIdParamsSchema,
        querystring: AlbumPhotosQuerySchema,
        response: { 200: PhotoPageSchema, ...errors },
      },
    },
    async (request) =>
      getAlbumPhotos(deps, request.user, request.params.id, request.query, albumImageBase(request)),
  );

  app.post(
    '/albums/:id/photos',
    {
      schema: {
        tags: TAGS,
        summary: 'Add own photos to an album (404 if any is not yours; 409 for a shared album)',
        params: AlbumIdParamsSchema,
        body: AlbumPhotosBodySchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await addAlbumPhotos(deps, request.user, request.params.id, request.body.photoIds);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/albums/:id/photos',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove photos from an album (409 for a shared album)',
        params: AlbumIdParamsSchema,
        body: AlbumPhotosBodySchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeAlbumPhotos(deps, request.user, request.params.id, request.body.photoIds);
      return reply.status(204).send(null);
    },
  );
};
