import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  WIDGET_SHARES_PER_HOUR,
  WidgetCodeParamsSchema,
  WidgetListQuerySchema,
  WidgetListSchema,
  WidgetPageParamsSchema,
  WidgetSchema,
  WidgetShareQuerySchema,
  WidgetShareResultSchema,
} from '@my-account/contract/widgets';
import { appOriginResolver } from '../../config/app-origins.ts';
import type { AppSettings } from '../../config/env.ts';
import { hashedCounterKey } from '../../platform/http/rate-limit.ts';
import { fileResponse } from '../../platform/http/file-response.ts';
import { THUMBNAIL_CONTENT_TYPE } from '../photo-management/photo-management.public.ts';
import { readMyWidgetPage } from './shared-book.service.ts';
import { shareMyWidget } from './widget-share.service.ts';
import type { WidgetsDeps } from './widgets.deps.ts';
import { createMyWidget, deleteMyWidget, getMyWidget, listMyWidgets } from './widgets.service.ts';

const TAGS = ['widgets'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export interface WidgetsRoutesOptions {
  deps: WidgetsDeps;
  settings: AppSettings;
}

/** The signed-in customer's online photo books (`/api/widgets`, the spec's paths). */
export const widgetsRoutes: FastifyPluginAsyncZod<WidgetsRoutesOptions> = async (
  app,
  { deps, settings },
) => {
  const appOriginOf = appOriginResolver(settings);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/widget/all',
    {
      schema: {
        tags: TAGS,
        summary:
          "The customer's online photo books among the product codes of orderCodes (all without it), newest first",
        querystring: WidgetListQuerySchema,
        response: { 200: WidgetListSchema, ...errors },
      },
    },
    async (request) => listMyWidgets(deps.db, request.user, request.query.orderCodes),
  );

  app.get(
    '/v1/widget/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          "The online photo book of a product code; 401 WIDGET_NONE when the customer has none by that code (the spec's 401 = none, also for another customer's code)",
        params: WidgetCodeParamsSchema,
        response: { 200: WidgetSchema, ...errors },
      },
    },
    async (request) => getMyWidget(deps.db, request.user, request.params.code),
  );

  app.get(
    '/v1/widget/:code/pages/:page',
    {
      schema: {
        tags: TAGS,
        summary:
          "One page image (JPEG) of the customer's online photo book, from 1: the app's viewer of their own book",
        params: WidgetPageParamsSchema,
        response: {
          200: fileResponse('The page image', THUMBNAIL_CONTENT_TYPE),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await readMyWidgetPage(
        deps,
        request.user,
        request.params.code,
        request.params.page,
      );
      // The customer's own photos: kept by this browser only, briefly.
      return reply
        .headers({ 'cache-control': 'private, max-age=60', etag })
        .type(THUMBNAIL_CONTENT_TYPE)
        .send(body);
    },
  );

  app.post(
    '/v1/widget/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          'Puts a photo book of the customer online: 201 made, 200 when it already was; 409 for an article that is not a photo book or has no pages',
        params: WidgetCodeParamsSchema,
        response: { 200: WidgetSchema, 201: WidgetSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { widget, created } = await createMyWidget(deps.db, request.user, request.params.code);
      return reply.status(created ? 201 : 200).send(widget);
    },
  );

  app.delete(
    '/v1/widget/:code',
    {
      schema: {
        tags: TAGS,
        summary:
          'Takes the photo book offline: its gallery entries and share links go too (the shared page answers 404)',
        params: WidgetCodeParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyWidget(deps.db, request.user, request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/v1/widget/:code/share',
    {
      config: {
        // Each share mails anyone: counted per customer, once the token named them.
        rateLimit: {
          max: WIDGET_SHARES_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `widget-share:${hashedCounterKey(request.user.sub)}`,
        },
      },
      schema: {
        tags: TAGS,
        summary:
          "Shares the book by e-mail (fromName, personalMessage and toEmailAddress base64-encoded): the mail, in the vendor's brand and language, links to the book's public page",
        params: WidgetCodeParamsSchema,
        querystring: WidgetShareQuerySchema,
        response: { 202: WidgetShareResultSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await shareMyWidget(
        deps,
        request.user,
        request.params.code,
        request.query,
        appOriginOf(request),
      );
      return reply.status(202).send(result);
    },
  );
};
