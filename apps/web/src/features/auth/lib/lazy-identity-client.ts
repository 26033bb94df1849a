import type { AppConfig } from '@my-account/contract/app-config';
import type { IdentityManager, RefreshOutcome } from '@/features/auth/lib/refresh-tokens';

export interface LazyIdentityClient {
  /** The OpenID client, loaded on first use. */
  manager: () => Promise<IdentityManager>;
  /** New tokens from the refresh-token cookie (refresh-tokens.ts loads with the client). */
  refresh: () => Promise<RefreshOutcome>;
  /** Forgets the client's stored user; never fails. */
  removeStoredUser: () => Promise<void>;
}

/**
 * The OpenID client (oidc-client-ts) loads only when the session needs it (sign-in, refresh,
 * sign-out): a visit with a valid access token never downloads it. Tests pass their own manager.
 */
export function lazyIdentityClient(
  config: AppConfig | undefined,
  given?: IdentityManager,
): LazyIdentityClient {
  let load: Promise<IdentityManager> | undefined;
  const manager = (): Promise<IdentityManager> =>
    (load ??= given
      ? Promise.resolve(given)
      : import('@/features/auth/lib/create-identity-manager').then(({ createIdentityManager }) =>
          createIdentityManager(config),
        ));
  return {
    manager,
    refresh: async () => {
      const [loaded, { refreshTokens }] = await Promise.all([
        manager(),
        import('@/features/auth/lib/refresh-tokens'),
      ]);
      return refreshTokens(loaded, {
        issuer: config?.auth.authority ?? '',
        resource: config?.auth.resource,
      });
    },
    removeStoredUser: async () => {
      await manager()
        .then((loaded) => loaded.removeUser())
        .catch(() => undefined);
    },
  };
}
