import type { AppSettings } from '../../config/env.ts';

/** The path the embedded OpenID provider is mounted at, below PUBLIC_URL. */
export const EMBEDDED_ISSUER_PATH = '/oidc';

/** The issuer access tokens must come from: the external one when set, else the embedded one. */
export function tokenIssuer(settings: AppSettings): string {
  return settings.OIDC_ISSUER ?? embeddedIssuer(settings);
}

export function embeddedIssuer(settings: AppSettings): string {
  return `${settings.PUBLIC_URL}${EMBEDDED_ISSUER_PATH}`;
}
