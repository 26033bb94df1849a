import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigSchema } from '@my-account/contract/app-config';
import { appOriginResolver } from '../../config/app-origins.ts';
import type { AppSettings } from '../../config/env.ts';
import { buildAppConfig } from './app-config.service.ts';

export const appConfigRoutes: FastifyPluginAsyncZod<{ settings: AppSettings }> = async (
  app,
  { settings },
) => {
  const appOriginOf = appOriginResolver(settings);
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Everything the app needs before it can sign in: service URLs, sign-in, flags',
        response: { 200: AppConfigSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return buildAppConfig(settings, appOriginOf(request));
    },
  );
};
