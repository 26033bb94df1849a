import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';

/** The embedded provider's public keys, known in-process: no HTTP round trip per request. */
export function localIssuerKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

const DiscoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * An external provider's keys, found through its discovery document. Discovery runs on the first
 * token, not at start-up, so the server starts while the provider is briefly unreachable; a
 * failed discovery is retried on the next request. jose caches the key set and refetches it
 * when a token names an unknown key id (key rotation).
 */
export function remoteIssuerKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  return async (protectedHeader, token) => {
    keys ??= discoverKeys(issuer).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    const getKey = await keys;
    return getKey(protectedHeader, token);
  };
}

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) {
    throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
  }
  const discovery = DiscoverySchema.parse(await response.json());
  if (discovery.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) {
    throw new Error(`OpenID discovery at ${url} names another issuer: ${discovery.issuer}`);
  }
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}
