import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { z } from 'zod';
import { notFound } from '../../platform/http/http-error.ts';

const localesDir = dirname(
  createRequire(import.meta.url).resolve('@my-account/locales/en-GB.json'),
);

const LocaleParamsSchema = z.object({
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}\.json$/, 'must look like en-GB.json'),
});

/** The app's message catalogues, one JSON file per locale. */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locales/:locale',
    {
      schema: {
        tags: ['configuration'],
        summary: 'The messages of one locale (e.g. /locales/en-GB.json)',
        params: LocaleParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const text = await readFile(join(localesDir, request.params.locale), 'utf8');
        void reply.header('Cache-Control', 'no-cache');
        return JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw notFound('Locale');
        }
        throw error;
      }
    },
  );
};
