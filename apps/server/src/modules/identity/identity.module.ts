import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { appOriginResolver, appOrigins } from '../../config/app-origins.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { EMBEDDED_ISSUER_PATH } from '../../platform/auth/issuer.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { identityAssetRoutes } from './identity-assets.routes.ts';
import { deleteExpiredIdentityChanges } from './identity-changes.data.ts';
import { createIdentityChangesDeps } from './identity-changes.deps.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { issuerRequestHook } from './oidc/issuer-request.ts';
import { deleteExpiredOidcPayloads } from './oidc/oidc-adapter.ts';
import { loadOrCreateOidcKeys } from './oidc/oidc-keys.ts';
import { oidcMountRoutes } from './oidc/oidc-mount.ts';
import { createOidcProvider, INTERACTION_PATH } from './oidc/oidc-provider.ts';
import { ASSETS_PATH } from './pages/page-layout.ts';
import { passwordChangeRoutes } from './password-change.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { PASSWORD_RESET_PATH } from './password-reset.service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** Expired provider state is ignored on read; this only keeps the table small. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** The identity service of the spec's call list (`/api/<service>`). */
const IDENTITY_API_PREFIX = '/api/identity';

export interface EmbeddedIdentity {
  /** The public keys access tokens are signed with, for the API's token check. */
  publicJwks: JSONWebKeySet;
  /** Mounts the provider, the sign-in pages and their assets, and the identity service's API. */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * The embedded OpenID provider, or undefined when an external one is configured (OIDC_ISSUER):
 * then nothing is mounted and tokens are checked against that issuer's keys.
 */
export async function createEmbeddedIdentity(
  ctx: AppContext,
): Promise<EmbeddedIdentity | undefined> {
  const { settings, database } = ctx;
  if (settings.OIDC_ISSUER) {
    return undefined;
  }
  const keys = await loadOrCreateOidcKeys(database.db);
  const origins = appOrigins(settings);
  const provider = createOidcProvider({ settings, db: database.db, keys, appOrigins: origins });
  const changes = createIdentityChangesDeps(ctx);

  return {
    publicJwks: { keys: keys.publicKeys },
    async register(app) {
      provider.on('server_error', (_ctx: unknown, error: unknown) => {
        app.log.error({ err: error }, 'OpenID provider error');
      });
      // One scope, so the issuer's view of each request covers the provider and our pages alike.
      await app.register(async (issuer) => {
        issuer.addHook('onRequest', issuerRequestHook(settings));
        await issuer.register(identityAssetRoutes, { prefix: ASSETS_PATH });
        await issuer.register(interactionRoutes, {
          prefix: INTERACTION_PATH,
          provider,
          settings,
          db: database.db,
          appOrigins: origins,
          throttle: createSignInThrottle(ctx.redis),
        });
        await issuer.register(passwordResetRoutes, {
          prefix: PASSWORD_RESET_PATH,
          provider,
          settings,
          deps: changes,
          appOrigins: origins,
        });
        await issuer.register(oidcMountRoutes(provider), { prefix: EMBEDDED_ISSUER_PATH });
      });
      await app.register(emailChangeRoutes, {
        prefix: IDENTITY_API_PREFIX,
        deps: changes,
        appOriginOf: appOriginResolver(settings),
      });
      await app.register(passwordChangeRoutes, { prefix: IDENTITY_API_PREFIX, deps: changes });

      const cleanUp = () => {
        deleteExpiredOidcPayloads(database.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not delete expired OpenID provider state');
        });
        deleteExpiredIdentityChanges(database.db, changes.now()).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not delete expired e-mail changes and resets');
        });
      };
      const timer = setInterval(cleanUp, CLEANUP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
      });
      cleanUp();
    },
  };
}
