import type { Kysely } from 'kysely';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { Database } from '../../platform/database/schema.ts';
import { findAddress } from './customer-addresses.repository.ts';
import { toAddress } from './customer-view.ts';

/**
 * One address of a customer's address book, for a module that delivers to it (prints orders);
 * undefined for another customer's address and a missing one alike.
 */
export async function findCustomerAddress(
  db: Kysely<Database>,
  customerId: string,
  addressId: string,
): Promise<CustomerAddress | undefined> {
  const row = await findAddress(db, customerId, addressId);
  return row && toAddress(row);
}
