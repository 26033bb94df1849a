import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailChangeConfirmedSchema,
  EmailChangeRequestedSchema,
  EmailChangeRequestSchema,
  EmailChangeTokenParamsSchema,
} from '@my-account/contract/email-change';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { IdentityParamsSchema } from '@my-account/contract/identity-paths';
import type { appOriginResolver } from '../../config/app-origins.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';
import type { IdentityChangesDeps } from './identity-changes.deps.ts';

export interface EmailChangeRoutesOptions {
  deps: IdentityChangesDeps;
  /** The confirmation link goes to the configured app origin of the request (decision 0105). */
  appOriginOf: ReturnType<typeof appOriginResolver>;
}

/** The identity service's e-mail change: request (mail to the new address), then confirm. */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { deps, appOriginOf },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v2/identities/:idpType/:idpSub/emailchanges',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Asks to sign in with a new e-mail address: a confirmation link is mailed to it (409 when in use, 429 after 3 an hour)',
        params: IdentityParamsSchema,
        body: EmailChangeRequestSchema,
        response: {
          202: EmailChangeRequestedSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestEmailChange(
            deps,
            request.user,
            request.params,
            request.body,
            appOriginOf(request),
          ),
        ),
  );

  app.post(
    '/v2/identities/:idpType/:idpSub/emailchanges/:token/actions/confirm',
    {
      schema: {
        tags: ['identity'],
        summary:
          "Confirms an e-mail change with the mailed token: the account's sign-in address changes and its sign-ins end (404 for an unknown, used, expired or other identity's token)",
        params: EmailChangeTokenParamsSchema,
        response: {
          200: EmailChangeConfirmedSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { token, ...identity } = request.params;
      return confirmEmailChange(deps, request.user, identity, token);
    },
  );
};
