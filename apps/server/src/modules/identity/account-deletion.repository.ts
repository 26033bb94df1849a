import type { Kysely } from 'kysely';
import { containsText } from '../../platform/database/contains-text.ts';
import type { Database } from '../../platform/database/schema.ts';
import type { AccountDeletionTokensTable } from './account-deletion.tables.ts';

const TOKENS = 'identity_account_deletion_tokens';
const PAYLOADS = 'identity_oidc_payloads';

export async function insertDeletionToken(
  db: Kysely<Database>,
  row: AccountDeletionTokensTable,
): Promise<void> {
  await db.insertInto(TOKENS).values(row).execute();
}

/**
 * Uses the token up: deletes it if it is the subject's and still valid, and says so. Of two
 * confirmations racing with one token, only one deletes the row.
 */
export async function consumeDeletionToken(
  db: Kysely<Database>,
  tokenHash: string,
  subject: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(TOKENS)
    .where('token_hash', '=', tokenHash)
    .where('subject', '=', subject)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteDeletionTokensOf(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom(TOKENS).where('subject', '=', subject).execute();
}

/**
 * Ends everything the OpenID provider keeps for the account: sessions, grants, refresh tokens,
 * codes, interactions. They name it as `"accountId":"<id>"`; what was issued under one of its
 * grants goes with the grant.
 */
export async function deleteProviderStateOf(
  db: Kysely<Database>,
  accountId: string,
): Promise<void> {
  const naming = containsText(db, 'payload', `"accountId":${JSON.stringify(accountId)}`);
  const grants = await db
    .selectFrom(PAYLOADS)
    .select('grant_id')
    .where(naming)
    .where('grant_id', 'is not', null)
    .execute();
  const grantIds = [...new Set(grants.flatMap((row) => (row.grant_id ? [row.grant_id] : [])))];
  await db
    .deleteFrom(PAYLOADS)
    .where((eb) =>
      grantIds.length === 0 ? naming : eb.or([naming, eb('grant_id', 'in', grantIds)]),
    )
    .execute();
}

export async function deleteAccountRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('identity_accounts').where('id', '=', id).execute();
}
