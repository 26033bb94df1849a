import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  GalleryCategoryListSchema,
  GalleryChannelQuerySchema,
  GalleryEntryIdParamsSchema,
  GalleryEntrySchema,
  GalleryEntryUpdateSchema,
  GalleryEntryWidgetParamsSchema,
  NewGalleryEntrySchema,
} from '@my-account/contract/widget-gallery';
import type { Database } from '../../platform/database/schema.ts';
import {
  createMyEntry,
  deleteMyEntry,
  getMyEntry,
  listCategories,
  updateMyEntry,
} from './widget-gallery.service.ts';

const TAGS = ['widget-gallery'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The signed-in customer's gallery entries (`/api/widget-gallery`, the spec's paths): an entry
 * is one of their widgets in one channel's gallery, named by the widget's id (decision 0247).
 */
export const widgetGalleryRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/categories',
    {
      schema: {
        tags: TAGS,
        summary: "The gallery's categories (a fixed list)",
        response: { 200: GalleryCategoryListSchema, 401: ErrorResponseSchema },
      },
    },
    () => listCategories(),
  );

  app.get(
    '/v1/galleryentries/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          "The gallery entry of the customer's widget {id} in the channel's gallery; 404 when it is in none (or not theirs)",
        params: GalleryEntryIdParamsSchema,
        querystring: GalleryChannelQuerySchema,
        response: { 200: GalleryEntrySchema, ...errors },
      },
    },
    async (request) => getMyEntry(db, request.user, request.params.id, request.query.channel),
  );

  app.post(
    '/v1/galleryentries',
    {
      schema: {
        tags: TAGS,
        summary:
          "Publishes the customer's widget in a channel's gallery under 1 to 3 categories; 409 GALLERY_ORDER_BLOCKED for a blocked order, GALLERY_ENTRY_EXISTS when it is there already",
        body: NewGalleryEntrySchema,
        response: { 201: GalleryEntrySchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await createMyEntry(db, request.user, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.put(
    '/v1/galleryentries/:widgetId',
    {
      schema: {
        tags: TAGS,
        summary: "Replaces the categories of the widget's entry in the channel's gallery",
        params: GalleryEntryWidgetParamsSchema,
        querystring: GalleryChannelQuerySchema,
        body: GalleryEntryUpdateSchema,
        response: { 200: GalleryEntrySchema, ...errors },
      },
    },
    async (request) =>
      updateMyEntry(db, request.user, request.params.widgetId, request.query.channel, request.body),
  );

  app.delete(
    '/v1/galleryentries/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Takes the customer's widget {id} out of the channel's gallery",
        params: GalleryEntryIdParamsSchema,
        querystring: GalleryChannelQuerySchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyEntry(db, request.user, request.params.id, request.query.channel);
      return reply.status(204).send(null);
    },
  );
};
