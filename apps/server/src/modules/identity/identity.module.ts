import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { appOrigins } from '../../config/app-origins.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { EMBEDDED_ISSUER_PATH } from '../../platform/auth/issuer.ts';
import { identityAssetRoutes } from './identity-assets.routes.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { deleteExpiredOidcPayloads } from './oidc/oidc-adapter.ts';
import { loadOrCreateOidcKeys } from './oidc/oidc-keys.ts';
import { oidcMountRoutes } from './oidc/oidc-mount.ts';
import { createOidcProvider, INTERACTION_PATH } from './oidc/oidc-provider.ts';
import { ASSETS_PATH } from './pages/page-layout.ts';

/** Expired provider state is ignored on read; this only keeps the table small. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface EmbeddedIdentity {
  /** The public keys access tokens are signed with, for the API's token check. */
  publicJwks: JSONWebKeySet;
  /** Mounts the provider, the sign-in pages and their assets. */
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

  return {
    publicJwks: { keys: keys.publicKeys },
    async register(app) {
      provider.on('server_error', (_ctx: unknown, error: unknown) => {
        app.log.error({ err: error }, 'OpenID provider error');
      });
      await app.register(identityAssetRoutes, { prefix: ASSETS_PATH });
      await app.register(interactionRoutes, {
        prefix: INTERACTION_PATH,
        provider,
        settings,
        db: database.db,
        appOrigins: origins,
      });
      await app.register(oidcMountRoutes(provider), { prefix: EMBEDDED_ISSUER_PATH });

      const cleanUp = () => {
        deleteExpiredOidcPayloads(database.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not delete expired OpenID provider state');
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
