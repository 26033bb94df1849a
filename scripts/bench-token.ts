import { importJWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { AppSettings } from '../apps/server/src/config/env.ts';
import { tokenIssuer } from '../apps/server/src/platform/auth/issuer.ts';
import type { Database } from '../apps/server/src/platform/database/schema.ts';
import { IDP_TYPE } from '../apps/server/src/modules/identity/account.service.ts';
import {
  loadOrCreateOidcKeys,
  SIGNING_ALGORITHM,
} from '../apps/server/src/modules/identity/oidc/oidc-keys.ts';

/** An access token of an embedded-provider account, signed with the provider's key. */
export async function benchAccessToken(
  db: Kysely<Database>,
  settings: AppSettings,
  account: { id: string; email: string },
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
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, SIGNING_ALGORITHM));
}
