import { importJWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { AppSettings } from '../../../config/env.ts';
import { tokenIssuer } from '../../../platform/auth/issuer.ts';
import type { Database } from '../../../platform/database/schema.ts';
import { IDP_TYPE } from '../account.service.ts';
import { loadOrCreateOidcKeys, SIGNING_ALGORITHM } from './oidc-keys.ts';

/**
 * An access token for an embedded-provider account, signed with the provider's key as the
 * provider signs its own: for the server's start-up warm-up (a subject no account has) and the
 * benches. Never handed to a customer.
 */
export async function signEmbeddedAccessToken(
  db: Kysely<Database>,
  settings: AppSettings,
  account: { id: string; email: string },
  lifetimeSeconds: number,
): Promise<string> {
  const { signingKeys } = await loadOrCreateOidcKeys(db);
  const [jwk] = signingKeys;
  if (!jwk?.kid) {
    throw new Error('The provider has no signing key');
  }
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: account.id,
    email: account.email,
    idp_type: IDP_TYPE,
    idp_sub: account.id,
    amr: ['pwd'],
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(tokenIssuer(settings))
    .setAudience(settings.OIDC_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(await importJWK(jwk, SIGNING_ALGORITHM));
}
