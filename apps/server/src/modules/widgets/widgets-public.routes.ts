import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import {
  SharedBookPageParamsSchema,
  SharedBookParamsSchema,
  SharedBookSchema,
} from '@my-account/contract/widgets';
import { fileResponse } from '../../platform/http/file-response.ts';
import { THUMBNAIL_CONTENT_TYPE } from '../photo-management/photo-management.public.ts';
import { findSharedBook, readSharedBookPage } from './shared-book.service.ts';
import type { WidgetsDeps } from './widgets.deps.ts';

const TAGS = ['widgets (public)'];

/*
 * A shared book may be taken offline at any time: caches keep it briefly and privately only,
 * and the link's token is kept out of referrers and search engines.
 */
const PUBLIC_HEADERS = {
  'cache-control': 'private, max-age=60',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

/**
 * The public viewer of a shared photo book (`/api/widgets/public/{token}`): no sign-in, the
 * mail's token is the permission; it shows the book and nothing else of the customer.
 */
export const widgetsPublicRoutes: FastifyPluginAsyncZod<{ deps: WidgetsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/public/:token',
    {
      schema: {
        tags: TAGS,
        summary:
          "A shared photo book's title and page image URLs (no token needed); 404 for an unknown link or a book taken offline",
        params: SharedBookParamsSchema,
        response: { 200: SharedBookSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const apiBase = `${request.protocol}://${request.host}${app.prefix}`;
      const book = await findSharedBook(deps, request.params.token, apiBase);
      return reply.headers(PUBLIC_HEADERS).send(book);
    },
  );

  app.get(
    '/public/:token/pages/:page',
    {
      schema: {
        tags: TAGS,
        summary: 'One page image (JPEG) of a shared photo book, from 1',
        params: SharedBookPageParamsSchema,
        response: {
          200: fileResponse('The page image', THUMBNAIL_CONTENT_TYPE),
          304: z.null().describe('Not Modified: the ETag matched If-None-Match'),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await readSharedBookPage(
        deps,
        request.params.token,
        request.params.page,
      );
      void reply.headers(PUBLIC_HEADERS).header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        body.destroy();
        return reply.status(304).send(null);
      }
      return reply.type(THUMBNAIL_CONTENT_TYPE).send(body);
    },
  );
};
