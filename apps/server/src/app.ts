import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { loadValidationMessages } from '@my-account/contract/validation-messages';
import type { AppContext } from './platform/app-context.ts';
import { correlationIdFor } from './platform/http/correlation-id.ts';
import { registerCors } from './platform/http/cors.ts';
import { clientErrorHandler } from './platform/http/client-error-handler.ts';
import { refuseCodedBodies } from './platform/http/content-encoding.ts';
import { registerCompression } from './platform/http/compression.ts';
import { MAX_PATH_SEGMENT_LENGTH, refuseLongPathSegments } from './platform/http/path-segments.ts';
import { RequestLogController } from './platform/logging/request-log-controller.ts';
import { registerRequestMetrics } from './platform/metrics/request-metrics.ts';
import { registerCorrelationScope } from './platform/http/correlation-scope-hooks.ts';
import { registerDrainingConnections } from './platform/lifecycle/draining-connections.ts';
import { handleError, registerErrorHandler, sendError } from './platform/http/error-handler.ts';
import { localeOfRequest } from './platform/http/people-text.ts';
import { registerApiDocs, registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { documentPlatformStatuses } from './platform/http/route-statuses.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { localeRoutes } from './modules/app-config/locales.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { registerWebApp } from './modules/web-app/web-app.plugin.ts';
import { registerVendorRedirects } from './modules/web-app/vendor-redirect.hook.ts';
import { registerRobotsHeader } from './modules/web-app/robots-header.hook.ts';
import { authPlugin } from './platform/auth/auth.plugin.ts';
import { customerTokenVerifier } from './platform/auth/access-token-verifier.ts';
import { callerVerifierFor } from './platform/auth/token-verification.ts';
import { createEmbeddedIdentity } from './modules/identity/identity.module.ts';
import { customerRoutes } from './modules/customer/customer.routes.ts';
import { customerInternalRoutes } from './modules/customer/customer-internal.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { photoManagementRoutes } from './modules/photo-management/photo-management.routes.ts';
import { photoDeletionRoutes } from './modules/photo-deletion/photo-deletion.routes.ts';
import { activationRoutes } from './modules/activation/activation.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { countOwnAlbums } from './modules/albums/albums.public.ts';
import { sharedAlbumsRoutes } from './modules/shared-albums/shared-albums.routes.ts';
import { tempSelectionsRoutes } from './modules/temp-selections/temp-selections.routes.ts';
import { merchandiseRoutes } from './modules/merchandise/merchandise.routes.ts';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { paymentMethodsInternalRoutes } from './modules/payment-methods/payment-methods-internal.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { registerWidgets } from './modules/widgets/widgets.module.ts';
import { registerWidgetGallery } from './modules/widget-gallery/widget-gallery.module.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { projectsInternalRoutes } from './modules/projects/projects-internal.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { ordersInternalRoutes } from './modules/orders/orders-internal.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { reorderRoutes } from './modules/reorder/reorder.routes.ts';
import { printsRoutes } from './modules/prints/prints.routes.ts';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.ts';
import { cutOffRoutes } from './modules/cut-off/cut-off.routes.ts';
import { accountDeletionRoutes } from './modules/identity/account-deletion.routes.ts';
import { customerDataDeletionPlugin } from './platform/customer-data/customer-data-deletion.plugin.ts';
import { customerDataDeleters } from './customer-data-deleters.ts';
import { registerListeningSockets } from './platform/lifecycle/listening-sockets.ts';
import { registerEmailGateway } from './modules/email-gateway/email-gateway.module.ts';

export type App = FastifyInstance;

/** 1 MiB is plenty for JSON; uploads stream through their own routes with their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: AppContext): Promise<App> {
  // The context's logger, so that requests and the ports (jobs, push, mail) log alike.
  const loggerInstance: FastifyBaseLogger = ctx.logger;
  const app = Fastify({
    loggerInstance,
    logController: new RequestLogController(ctx.settings.LOG_SLOW_MS),
    genReqId: correlationIdFor,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ctx.settings.TRUST_PROXY,
    // Errors before routing (malformed or too long URL path; HTTP the parser refuses) answer in
    // the one error shape, like every other.
    frameworkErrors: handleError,
    clientErrorHandler: clientErrorHandler(loggerInstance),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_SEGMENT_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();

  // The contract's schemas (zod/mini) answer a refused request in zod's English words.
  loadValidationMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Texts for people in errors speak the language of the brand the customer is on.
  registerErrorHandler(app, (request) =>
    localeOfRequest(
      { origin: request.headers.origin, host: request.host },
      ctx.settings.DEFAULT_VENDOR_HOST,
    ),
  );
  documentPlatformStatuses(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_ID_HEADER, request.id);
  });
  registerCorrelationScope(app);
  registerRequestMetrics(app, ctx.metrics);
  registerDrainingConnections(app, ctx.readiness);
  registerListeningSockets(app);
  refuseCodedBodies(app);
  // Before every route: the plugin hooks each route as it is added.
  await registerCompression(app);
  refuseLongPathSegments(app);

  registerSecurityHeaders(app, ctx.settings);
  await registerCors(app, ctx.settings);
  await registerRateLimit(app, ctx.redis);
  await registerOpenApi(app);

  registerRobotsHeader(app, ctx.settings);
  registerVendorRedirects(app);
  const webApp = await registerWebApp(app, {
    distDir: ctx.webDistDir,
    defaultVendorHost: ctx.settings.DEFAULT_VENDOR_HOST,
  });

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
  const verifyCaller = callerVerifierFor(ctx.settings, identity?.publicJwks);
  const verifyAccessToken = customerTokenVerifier(verifyCaller);
  await app.register(authPlugin, { verifyCaller });
  await identity?.register(app);

  await app.register(healthRoutes, { prefix: '/api/health', ctx });
  await app.register(metricsRoutes, { prefix: '/api/metrics', ctx });
  await app.register(clientErrorRoutes, { prefix: '/api/client-errors' });
  await app.register(appConfigRoutes, { settings: ctx.settings });
  await app.register(localeRoutes);
  await app.register(publicConfigRoutes, { prefix: '/api/public-config' });
  await app.register(consentRoutes, { prefix: '/api/consent' });
  await app.register(customerRoutes, {
    prefix: '/api/customer',
    db: ctx.database.db,
    createOnFirstCall: identity === undefined,
  });
  await app.register(customerInternalRoutes, {
    prefix: '/api/customer/internal',
    db: ctx.database.db,
  });
  await app.register(pushRoutes, {
    push: ctx.push,
    verifyAccessToken,
    connections: ctx.metrics.pushConnections,
  });
  await app.register(photoManagementRoutes, {
    prefix: '/api/photo-management',
    ctx,
    countAlbums: (ownerId) => countOwnAlbums(ctx.database.db, ownerId),
  });
  await app.register(photoDeletionRoutes, { prefix: '/api/photo-deletion', db: ctx.database.db });
  await app.register(activationRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(uploadsRoutes, { prefix: '/api/uploads', db: ctx.database.db });
  await app.register(downloadsRoutes, { prefix: '/api/downloads', ctx });
  await app.register(exportsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(devOutboxRoutes, { prefix: '/dev/outbox', ctx });
  await app.register(albumsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(sharedAlbumsRoutes, { prefix: '/api/shared-albums', ctx });
  await app.register(tempSelectionsRoutes, { prefix: '/api/photo-management', ctx });
  await app.register(accountDeletionRoutes, { prefix: '/api/identity', ctx });
  await app.register(customerDataDeletionPlugin, {
    deps: {
      db: ctx.database.db,
      jobs: ctx.jobs,
      logger: ctx.logger.child({ component: 'customer-data-deletion' }),
      deleters: customerDataDeleters(ctx),
    },
  });
  await app.register(merchandiseRoutes, {
    prefix: '/api/merchandise',
    introspection: ctx.settings.NODE_ENV !== 'production',
  });

  await app.register(paymentMethodsRoutes, { prefix: '/api/payment-methods', db: ctx.database.db });
  await app.register(paymentMethodsInternalRoutes, {
    prefix: '/api/payment-methods/internal',
    db: ctx.database.db,
  });

  await app.register(ordersRoutes, { prefix: '/api/orders', ctx });
  await app.register(ordersInternalRoutes, { prefix: '/api/orders/internal', ctx });
  await app.register(deliveryRoutes, { prefix: '/api/delivery', db: ctx.database.db });
  await app.register(reorderRoutes, {
    prefix: '/api/reorder',
    db: ctx.database.db,
    publicUrl: ctx.settings.PUBLIC_URL,
  });
  await app.register(printsRoutes, { prefix: '/api/prints', ctx });
  await app.register(vouchersRoutes, { prefix: '/api/vouchers', db: ctx.database.db });
  await app.register(cutOffRoutes, { prefix: '/api/cut-off' });
  await app.register(invoicesRoutes, { prefix: '/api/invoices', ctx });
  await app.register(productsRoutes, { prefix: '/api/products', ctx });
  await app.register(pdfRoutes, { prefix: '/api/pdf', ctx });
  await app.register(projectsRoutes, { prefix: '/api/projects', ctx });
  await app.register(projectsInternalRoutes, { prefix: '/api/projects/internal', ctx });
  await registerEmailGateway(app, ctx);
  await registerWidgets(app, ctx);
  await registerWidgetGallery(app, ctx);

  await registerApiDocs(app);
  return app;
}
