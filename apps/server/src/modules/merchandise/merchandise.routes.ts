import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { GraphqlRequestSchema, GraphqlResponseSchema } from '@my-account/contract/merchandise';
import { runGraphql, type GraphqlOptions } from './merchandise.service.ts';

/**
 * The merchandise service (`/api/merchandise`): channels and their articles over GraphQL.
 * Signed-in like every other call of the app, though the catalogue holds nothing personal.
 */
export const merchandiseRoutes: FastifyPluginAsyncZod<GraphqlOptions> = async (
  app,
  { introspection },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/graphql',
    {
      schema: {
        tags: ['merchandise'],
        summary: 'GraphQL: Channels, Channel(code, locale); 400 for a request that cannot run',
        body: GraphqlRequestSchema,
        response: {
          200: GraphqlResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => runGraphql(request.body, { introspection }),
  );
};
