import type { JSONWebKeySet } from 'jose';
import type { AppSettings } from '../../config/env.ts';
import { createCallerVerifier, type CallerVerifier } from './access-token-verifier.ts';
import { tokenIssuer } from './issuer.ts';
import { localIssuerKeys, remoteIssuerKeys } from './issuer-keys.ts';

/**
 * The verifier for this deployment: the external provider's keys (by discovery) when
 * OIDC_ISSUER is set, else the embedded provider's public keys handed over in-process.
 */
export function callerVerifierFor(
  settings: AppSettings,
  embeddedJwks: JSONWebKeySet | undefined,
): CallerVerifier {
  const issuer = tokenIssuer(settings);
  if (settings.OIDC_ISSUER) {
    return createCallerVerifier({
      issuer,
      audience: settings.OIDC_AUDIENCE,
      keys: remoteIssuerKeys(issuer),
    });
  }
  if (!embeddedJwks) {
    throw new Error('The embedded OpenID provider must hand over its keys');
  }
  return createCallerVerifier({
    issuer,
    audience: settings.OIDC_AUDIENCE,
    keys: localIssuerKeys(embeddedJwks),
  });
}
