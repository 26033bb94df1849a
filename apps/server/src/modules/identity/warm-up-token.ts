import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppSettings } from '../../config/env.ts';
import type { Database } from '../../platform/database/schema.ts';
import { signEmbeddedAccessToken } from './oidc/embedded-access-token.ts';

/** Long enough for a slow start's warm-up; useless soon after. */
const LIFETIME_SECONDS = 60;

/**
 * The token of the start-up warm-up's requests (decision 0307): a customer of the embedded
 * provider that no account is, a fresh random id each start, so the requests take a customer's
 * way through the server and find nothing. Undefined when customers' tokens come from another
 * provider (OIDC_ISSUER): this server cannot sign those.
 */
export async function warmUpAccessToken(
  db: Kysely<Database>,
  settings: AppSettings,
): Promise<string | undefined> {
  if (settings.OIDC_ISSUER !== undefined) {
    return undefined;
  }
  const id = randomUUID();
  return signEmbeddedAccessToken(
    db,
    settings,
    { id, email: `${id}@warm-up.invalid` },
    LIFETIME_SECONDS,
  );
}
