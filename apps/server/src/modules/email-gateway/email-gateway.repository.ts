import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { NewsletterSubscriptionsTable } from './email-gateway.tables.ts';

export type SubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

export async function findSubscription(
  db: Kysely<Database>,
  subject: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('email_gateway_subscriptions')
    .selectAll()
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** The customer's one subscription row, written whole (a new request replaces the old one). */
export async function saveSubscription(
  db: Kysely<Database>,
  row: Insertable<NewsletterSubscriptionsTable>,
): Promise<void> {
  await db
    .insertInto('email_gateway_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('subject').doUpdateSet((update) => ({
        status: update.ref('excluded.status'),
        email: update.ref('excluded.email'),
        channel: update.ref('excluded.channel'),
        token_hash: update.ref('excluded.token_hash'),
        token_expires_at: update.ref('excluded.token_expires_at'),
        updated_at: update.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/**
 * Confirms the pending subscription with this token for this address, once, within its time: one
 * statement, so two racing clicks cannot both confirm. Anything else changes nothing.
 */
export async function confirmPendingSubscription(
  db: Kysely<Database>,
  match: { tokenHash: string; email: string; now: string },
): Promise<boolean> {
  const confirmed = await db
    .updateTable('email_gateway_subscriptions')
    .set({ status: 'subscribed', token_hash: null, token_expires_at: null, updated_at: match.now })
    .where('token_hash', '=', match.tokenHash)
    .where('email', '=', match.email)
    .where('status', '=', 'pending')
    .where('token_expires_at', '>', match.now)
    .returning('subject')
    .executeTakeFirst();
  return confirmed !== undefined;
}

/** Opts the customer out at once; a pending confirmation link stops working with it. */
export async function markUnsubscribed(
  db: Kysely<Database>,
  subject: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_gateway_subscriptions')
    .set({ status: 'unsubscribed', token_hash: null, token_expires_at: null, updated_at: now })
    .where('subject', '=', subject)
    .execute();
}

/** The customers whose newsletter goes (or was asked to go) to this address. */
export async function findSubjectsByEmail(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('email_gateway_subscriptions')
    .select('subject')
    .where('email', '=', email)
    .execute();
  return rows.map((row) => row.subject);
}

export async function deleteSubscription(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('email_gateway_subscriptions').where('subject', '=', subject).execute();
}
