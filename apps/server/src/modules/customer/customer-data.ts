import type { Kysely } from 'kysely';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { deleteCustomerRow } from './customer.repository.ts';

/**
 * Account deletion: removes everything this module keeps of one customer, the customer record
 * and (by cascade, in the same statement) the address book. Safe to run again; the module keeps
 * no blobs.
 */
export async function deleteCustomerData(
  db: Kysely<Database>,
  customer: Pick<AuthUser, 'idpType' | 'idpSub'>,
): Promise<void> {
  await deleteCustomerRow(db, customer.idpType, customer.idpSub);
}
