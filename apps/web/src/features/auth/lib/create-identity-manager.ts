import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '@my-account/contract/app-config';
import { paths } from '@/config/paths';

/**
 * The OpenID client (authorization code + PKCE, public client). Its own bookkeeping (sign-in
 * state, the id token used as logout hint) lives in local storage so that every tab can sign
 * out; the tokens the API needs live in the spec's cookies.
 */
export function createIdentityManager(config: AppConfig | undefined): UserManager {
  if (!config) {
    throw new Error('Config should be loaded before authentication');
  }
  const origin = window.location.origin;
  const store = new WebStorageStateStore({ store: window.localStorage, prefix: 'oidc.' });
  return new UserManager({
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    scope: config.auth.scope,
    response_type: 'code',
    redirect_uri: `${origin}${paths.authCallback}`,
    post_logout_redirect_uri: `${origin}/`,
    ...(config.auth.resource ? { resource: config.auth.resource } : {}),
    userStore: store,
    stateStore: store,
    // Refresh is driven by the app from the refresh-token cookie, not by the library's timers.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });
}
