import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import type { AppContext } from './platform/app-context.ts';
import { correlationIdFor } from './platform/http/correlation-id.ts';
import { registerCors } from './platform/http/cors.ts';
import { registerErrorHandler, sendError } from './platform/http/error-handler.ts';
import { registerApiDocs, registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { localeRoutes } from './modules/app-config/locales.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { registerWebApp } from './modules/web-app/web-app.plugin.ts';
import { registerVendorRedirects } from './modules/web-app/vendor-redirect.hook.ts';
import { authPlugin } from './platform/auth/auth.plugin.ts';
import { accessTokenVerifierFor } from './platform/auth/token-verification.ts';
import { createEmbeddedIdentity } from './modules/identity/identity.module.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { photoManagementRoutes } from './modules/photo-management/photo-management.routes.ts';
import { photoDeletionRoutes } from './modules/photo-deletion/photo-deletion.routes.ts';
import { activationRoutes } from './modules/activation/activation.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { sharedAlbumsRoutes } from './modules/shared-albums/shared-albums.routes.ts';
import { tempSelectionsRoutes } from './modules/temp-selections/temp-selections.routes.ts';
import { merchandiseRoutes } from './modules/merchandise/merchandise.routes.ts';

export type App = FastifyInstance;

/** 1 MiB is plenty for JSON; uploads stream through their own routes with their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: AppContext): Promise<App> {
  // The context's logger, so that requests and the ports (jobs, push, mail) log alike.
  const loggerInstance: FastifyBaseLogger = ctx.logger;
  const app = Fastify({
    loggerInstance,
    genReqId: correlationIdFor,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ctx.settings.TRUST_PROXY,
    // Signed original URLs end in the photo's file name (up to 120 characters, percent-encoded).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_ID_HEADER, request.id);
  });

  registerSecurityHeaders(app, ctx.settings);
  await registerCors(app, ctx.settings);
  await registerRateLimit(app, ctx.redis);
  await registerOpenApi(app);

  registerVendorRedirects(app);
  const webApp = await registerWebApp(app, ctx.webDistDir);

  app.setNotFoundHandler((request, reply) => {
    if (webApp.tryServeIndex(request, reply)) {
      return;
    }
    sendError(reply, request, {
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
    });
  });

  // Access tokens: the embedded provider's own keys, or the external issuer's (OIDC_ISSUER).
  const identity = await createEmbeddedIdentity(ctx);
  const verifyAccessToken = accessTokenVerifierFor(ctx.settings, identity?.publicJwks);
  await app.register(authPlugin, { verifyAccessToken });
  await identity?.register(app);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(clientErrorRoutes, { prefix: '/api/client-errors' });
  await app.register(appConfigRoutes, { settings: ctx.settings });
  await app.register(localeRoutes);
  await app.register(publicConfigRoutes, { prefix: '/api/public-config' });
  await app.register(customerRoutes, {
    prefix: '/api/customer',
    db: ctx.database.db,
    createOnFirstCall: identity === undefined,
  });
  await app.register(pushRoutes, { push: ctx.push, verifyAccessToken });
  await app.register(photoManagementRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(photoDeletionRoutes, { prefix: '/api/photo-deletion', db: ctx.database.db });
  await app.register(activationRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(uploadsRoutes, { prefix: '/api/uploads', db: ctx.database.db });
  await app.register(downloadsRoutes, { prefix: '/api/downloads', ctx });
  await app.register(exportsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(devOutboxRoutes, { prefix: '/dev/outbox', ctx });
  await app.register(albumsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(sharedAlbumsRoutes, { prefix: '/api/shared-albums', ctx });
  await app.register(tempSelectionsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(merchandiseRoutes, { prefix: '/api/merchandise' });

  await registerApiDocs(app);
  return app;
}
