import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../platform/database/schema.ts';

/** What of a stored Session we read: the grant it holds for each client. */
const SessionPayloadSchema = z.looseObject({
  authorizations: z
    .record(z.string(), z.looseObject({ grantId: z.string().optional() }))
    .optional(),
});

export interface EndSessionsOptions {
  /** The uid of a session to keep, with its grants and tokens (the customer's own browser). */
  keepSessionUid?: string | undefined;
}

/**
 * Ends an account's sign-ins at the embedded provider: its sessions, grants, codes and refresh
 * tokens go, so no browser stays signed in and no refresh token works any more. Access tokens
 * are JWTs the API checks on its own: they live out their few minutes (ACCESS_TOKEN_TTL).
 */
export async function endAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  options: EndSessionsOptions = {},
): Promise<void> {
  const kept = options.keepSessionUid
    ? await db
        .selectFrom('identity_oidc_payloads')
        .select(['id', 'payload'])
        .where('kind', '=', 'Session')
        .where('uid', '=', options.keepSessionUid)
        .where('account_id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  const keptGrantIds = kept ? grantIdsOf(kept.payload) : [];

  let statement = db.deleteFrom('identity_oidc_payloads').where('account_id', '=', accountId);
  if (kept) {
    statement = statement.where((eb) =>
      eb.not(eb.and([eb('kind', '=', 'Session'), eb('id', '=', kept.id)])),
    );
  }
  if (keptGrantIds.length > 0) {
    statement = statement
      .where((eb) => eb.or([eb('grant_id', 'is', null), eb('grant_id', 'not in', keptGrantIds)]))
      .where((eb) => eb.not(eb.and([eb('kind', '=', 'Grant'), eb('id', 'in', keptGrantIds)])));
  }
  await statement.execute();
}

function grantIdsOf(payload: string): string[] {
  const session = SessionPayloadSchema.safeParse(JSON.parse(payload));
  const authorizations = session.success ? Object.values(session.data.authorizations ?? {}) : [];
  return authorizations.flatMap((authorization) =>
    authorization.grantId ? [authorization.grantId] : [],
  );
}
