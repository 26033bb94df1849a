import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  CreatedTempSelectionSchema,
  TempSelectionBodySchema,
  TempSelectionIdParamsSchema,
  TempSelectionSchema,
} from '@my-account/contract/temp-selections';
import type { AppContext } from '../../platform/app-context.ts';
import { createTempSelection, getTempSelection } from './temp-selections.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const TAGS = ['photo-management'];

/** Photo selections handed to the prints editor (photo-management `/temp-selections`). */
export const tempSelectionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const db = ctx.database.db;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/temp-selections',
    {
      schema: {
        tags: TAGS,
        summary: 'Store a selection of own photos for the prints editor (404 if any is not yours)',
        body: TempSelectionBodySchema,
        response: { 201: CreatedTempSelectionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTempSelection(db, request.user, request.body.photoIds)),
  );

  app.get(
    '/temp-selections/:id',
    {
      schema: {
        tags: TAGS,
        summary: "A selection's photo ids, for its creator, for 24 hours",
        params: TempSelectionIdParamsSchema,
        response: { 200: TempSelectionSchema, ...errors },
      },
    },
    async (request) => getTempSelection(db, request.user, request.params.id),
  );
};
