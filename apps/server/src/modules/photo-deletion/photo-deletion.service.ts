import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountInformation } from '@my-account/contract/photos';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerRegistrationDate } from '../customer/customer.public.ts';
import { findLastOrderDate, firstSeenAt, insertOrderDate } from './photo-deletion.repository.ts';
import { projectedDeletionDate } from './storage-period.ts';

/**
 * Records an order of the customer (their token `sub`): each order restarts the storage
 * period. The orders module calls this when orders exist.
 */
export async function recordOrder(
  db: Kysely<Database>,
  customerId: string,
  orderedAt: Date,
): Promise<void> {
  await insertOrderDate(db, {
    id: randomUUID(),
    customerId,
    orderedAt: orderedAt.toISOString(),
  });
}

/**
 * The storage status inputs: registration (the customer record's, else when this service first
 * saw the customer), the last order, and when the photos would be deleted.
 */
export async function getAccountInformation(
  db: Kysely<Database>,
  user: AuthUser,
  now: Date = new Date(),
): Promise<AccountInformation> {
  const registrationDate =
    (await findCustomerRegistrationDate(db, user)) ??
    (await firstSeenAt(db, user.sub, now.toISOString()));
  const lastOrderDate = await findLastOrderDate(db, user.sub);
  return {
    registrationDate,
    lastOrderDate,
    // Saved projects come later; until then nobody has any.
    projectCount: 0,
    projectedDeletionDate: projectedDeletionDate(registrationDate, lastOrderDate),
  };
}
