import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { IdentityParamsSchema } from '@my-account/contract/identity-paths';
import { PasswordChangeSchema } from '@my-account/contract/password-change';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';
import { changePassword } from './password-change.service.ts';

/** The identity service's password change, for the settings page. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{ deps: IdentityChangesDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v2/identities/:idpType/:idpSub/passwordchanges',
    {
      schema: {
        tags: ['identity'],
        summary:
          "Changes the account's password; the current one is required (400 WRONG_PASSWORD). Other sign-ins end",
        params: IdentityParamsSchema,
        body: PasswordChangeSchema,
        response: {
          204: z.null(),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(deps, request.user, request.params, request.body);
      return reply.status(204).send(null);
    },
  );
};
