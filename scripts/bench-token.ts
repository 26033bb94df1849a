import type { Kysely } from 'kysely';
import type { AppSettings } from '../apps/server/src/config/env.ts';
import type { Database } from '../apps/server/src/platform/database/schema.ts';
import { signEmbeddedAccessToken } from '../apps/server/src/modules/identity/oidc/embedded-access-token.ts';

/** An access token of an embedded-provider account, valid an hour. */
export function benchAccessToken(
  db: Kysely<Database>,
  settings: AppSettings,
  account: { id: string; email: string },
): Promise<string> {
  return signEmbeddedAccessToken(db, settings, account, 3600);
}
