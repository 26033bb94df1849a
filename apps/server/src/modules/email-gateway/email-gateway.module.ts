import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { emailGatewayPublicRoutes } from './email-gateway-public.routes.ts';
import { emailGatewayRoutes } from './email-gateway.routes.ts';
import type { NewsletterDeps } from './newsletter.service.ts';
import { lazyUnsubscribeSigner } from './unsubscribe-signature.ts';

/** The e-mail gateway service of the spec's call list. */
export const EMAIL_GATEWAY_PREFIX = '/api/email-gateway';

/** Mounts the service: the signed-in customer's routes and the mails' public links. */
export async function registerEmailGateway(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: NewsletterDeps = {
    db: ctx.database.db,
    mailer: ctx.mailer,
    settings: ctx.settings,
    now: () => new Date(),
    unsubscribeSigner: lazyUnsubscribeSigner(ctx.database.db),
  };
  await app.register(emailGatewayRoutes, {
    prefix: EMAIL_GATEWAY_PREFIX,
    deps,
    settings: ctx.settings,
  });
  await app.register(emailGatewayPublicRoutes, {
    prefix: EMAIL_GATEWAY_PREFIX,
    deps,
    settings: ctx.settings,
  });
}
