import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import {
  deleteEmailChangesOfAccount,
  deleteExpiredEmailChanges,
} from './email-change.repository.ts';
import {
  deleteExpiredPasswordResets,
  deletePasswordResetsOfAccount,
} from './password-reset.repository.ts';

/**
 * Removes an account's pending e-mail changes and password resets (the new address it asked
 * for is personal data): part of deleting a customer's data.
 */
export async function deletePendingIdentityChanges(
  db: Kysely<Database>,
  accountId: string,
): Promise<void> {
  await deleteEmailChangesOfAccount(db, accountId);
  await deletePasswordResetsOfAccount(db, accountId);
}

/** Expired links are refused anyway; this only keeps the tables small. */
export async function deleteExpiredIdentityChanges(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredEmailChanges(db, now.toISOString());
  await deleteExpiredPasswordResets(db, now.toISOString());
}
