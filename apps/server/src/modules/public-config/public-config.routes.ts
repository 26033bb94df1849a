import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@my-account/contract/public-config';
import { z } from 'zod';
import { publicConfigFor } from './public-config.service.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendors/:host',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Public configuration (menus, routes, links) of a vendor host',
        params: z.object({ host: z.string().min(1).max(253) }),
        response: { 200: PublicConfigSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return publicConfigFor(request.params.host);
    },
  );
};
