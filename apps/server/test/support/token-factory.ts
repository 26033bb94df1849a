import { importJWK, SignJWT, type JWTPayload } from 'jose';
import {
  loadOrCreateOidcKeys,
  SIGNING_ALGORITHM,
} from '../../src/modules/identity/oidc/oidc-keys.ts';
import type { TestServer } from './test-server.ts';

export interface TokenOverrides {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  claims?: JWTPayload;
}

/**
 * An access token signed with the embedded provider's real key, for cases the provider would
 * never issue (expired, another audience...). Defaults are those of a valid token.
 */
export async function signAccessToken(
  server: Pick<TestServer, 'database' | 'issuer'> & {
    settings: Pick<TestServer['settings'], 'OIDC_AUDIENCE'>;
  },
  overrides: TokenOverrides = {},
): Promise<string> {
  const { signingKeys } = await loadOrCreateOidcKeys(server.database.db);
  const [jwk] = signingKeys;
  if (!jwk?.kid) {
    throw new Error('The provider has no signing key');
  }
  const key = await importJWK(jwk, SIGNING_ALGORITHM);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: 'account-1',
    email: 'someone@example.com',
    idp_type: 'myaccount',
    idp_sub: 'account-1',
    amr: ['pwd'],
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(overrides.issuer ?? server.issuer)
    .setAudience(overrides.audience ?? server.settings.OIDC_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.expiresAt ?? now + 300)
    .sign(key);
}
