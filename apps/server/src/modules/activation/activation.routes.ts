import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActivationResponseSchema } from '@my-account/contract/activation';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import type { AppContext } from '../../platform/app-context.ts';
import { createActivationDeps } from './activation.deps.ts';
import { activate, getActivationStatus } from './activation.service.ts';
import { registerImportJobs } from './import.jobs.ts';

export interface ActivationRoutesOptions {
  ctx: AppContext;
}

const TAGS = ['photo-management'];

/**
 * Library activation, part of the photo-management service (mount it at
 * `/api/photo-management`): `GET|POST /users/activate`, and the import job it starts.
 */
export const activationRoutes: FastifyPluginAsyncZod<ActivationRoutesOptions> = async (
  app,
  { ctx },
) => {
  const deps = createActivationDeps(ctx);
  const imports = registerImportJobs(deps);
  app.addHook('onClose', async () => {
    // Running imports stop between two files, before the app context closes what they use.
    await imports.stop();
  });
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/activate',
    {
      schema: {
        tags: TAGS,
        summary: 'Activation status of the photo library: ACTIVE, NOT_ACTIVE, IMPORTING, DELETING',
        response: { 200: ActivationResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ status: await getActivationStatus(deps, request.user) }),
  );

  app.post(
    '/users/activate',
    {
      schema: {
        tags: TAGS,
        summary:
          'Activate the photo library: NOT_ACTIVE starts the import of past uploads (202); other statuses are answered as they are',
        response: {
          200: ActivationResponseSchema,
          202: ActivationResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const status = await activate(deps, request.user);
      return reply.status(status === 'IMPORTING' ? 202 : 200).send({ status });
    },
  );
};
