import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountDeletionConfirmPathSchema,
  AccountDeletionRequestSchema,
  IdentityPathSchema,
} from '@my-account/contract/account-deletion';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { appOriginResolver } from '../../config/app-origins.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  confirmAccountDeletion,
  requestAccountDeletion,
  type AccountDeletionDeps,
} from './account-deletion.service.ts';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * Account deletion in the identity service (`/api/identity`): the request mails a confirmation
 * link; its confirmation ends the identity and starts the deletion of all the customer's data.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const deps: AccountDeletionDeps = {
    db: ctx.database.db,
    jobs: ctx.jobs,
    mailer: ctx.mailer,
    logger: ctx.logger.child({ component: 'account-deletion' }),
    settings: ctx.settings,
  };
  const appOriginOf = appOriginResolver(ctx.settings);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v2/identities/:idpType/:idpSub/deleteaccount',
    {
      // Each request sends an e-mail.
      config: { rateLimit: { max: ctx.settings.RATE_LIMIT_SENSITIVE, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'E-mails the caller a link that confirms the deletion of their account (24 h)',
        params: IdentityPathSchema,
        body: AccountDeletionRequestSchema,
        response: { 204: z.null(), ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await requestAccountDeletion(
        deps,
        request.user,
        request.params,
        request.body,
        appOriginOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v2/identities/:idpType/:idpSub/deleteaccount/:token/actions/confirm',
    {
      config: { rateLimit: { max: ctx.settings.RATE_LIMIT_SENSITIVE, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary:
          'Confirms the deletion: the identity ends at once, all its data goes in the background',
        params: AccountDeletionConfirmPathSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, ...identity } = request.params;
      await confirmAccountDeletion(deps, request.user, identity, token);
      return reply.status(204).send(null);
    },
  );
};
