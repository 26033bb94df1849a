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
  /** The header's `typ`; `null` leaves it out. */
  typ?: string | null;
}

type TokenSigner = Pick<TestServer, 'database' | 'issuer'> & {
  settings: Pick<TestServer['settings'], 'OIDC_AUDIENCE'>;
};

/**
 * A customer's access token signed with the embedded provider's real key, for cases the
 * provider would never issue (expired, another audience...). Defaults are those of a valid token.
 */
export async function signAccessToken(
  server: TokenSigner,
  overrides: TokenOverrides = {},
): Promise<string> {
  return signWithProviderKey(server, {
    ...overrides,
    claims: {
      sub: 'account-1',
      email: 'someone@example.com',
      idp_type: 'myaccount',
      idp_sub: 'account-1',
      amr: ['pwd'],
      ...overrides.claims,
    },
  });
}

/**
 * A service's client-credentials access token (RFC 9068: the client is the subject), as the
 * provider issues them, signed with its real key. To get one the real way, see service-tokens.ts.
 */
export async function signServiceToken(
  server: TokenSigner,
  service: { clientId: string; scope: string },
  overrides: TokenOverrides = {},
): Promise<string> {
  return signWithProviderKey(server, {
    ...overrides,
    claims: {
      sub: service.clientId,
      client_id: service.clientId,
      scope: service.scope,
      ...overrides.claims,
    },
  });
}

async function signWithProviderKey(
  server: TokenSigner,
  overrides: TokenOverrides,
): Promise<string> {
  const { signingKeys } = await loadOrCreateOidcKeys(server.database.db);
  const [jwk] = signingKeys;
  if (!jwk?.kid) {
    throw new Error('The provider has no signing key');
  }
  const key = await importJWK(jwk, SIGNING_ALGORITHM);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...overrides.claims })
    .setProtectedHeader({
      alg: SIGNING_ALGORITHM,
      kid: jwk.kid,
      ...(overrides.typ === null ? {} : { typ: overrides.typ ?? 'at+jwt' }),
    })
    .setIssuer(overrides.issuer ?? server.issuer)
    .setAudience(overrides.audience ?? server.settings.OIDC_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.expiresAt ?? now + 300)
    .sign(key);
}
