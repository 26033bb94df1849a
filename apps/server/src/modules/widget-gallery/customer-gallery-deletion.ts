import type { Kysely } from 'kysely';
import {
  customerIds,
  type DeletedCustomer,
} from '../../platform/customer-data/deleted-customer.ts';
import type { Database } from '../../platform/database/schema.ts';
import { deleteCustomerEntries } from './widget-gallery.repository.ts';

/** Account deletion: the customer's gallery entries (blocks name no customer and stay). */
export async function deleteCustomerGalleryEntries(
  db: Kysely<Database>,
  customer: DeletedCustomer,
): Promise<void> {
  await deleteCustomerEntries(db, customerIds(customer));
}
