import type { Kysely } from 'kysely';
import type { DeletedCustomer } from '../../platform/customer-data/deleted-customer.ts';
import type { Database } from '../../platform/database/schema.ts';
import { deleteAllCustomerProjects } from './projects.repository.ts';

/** Account deletion: the customer's saved projects go (the editor keeps no copy of ours). */
export async function deleteCustomerProjects(
  db: Kysely<Database>,
  customer: DeletedCustomer,
): Promise<void> {
  if (customer.customerId !== null) {
    await deleteAllCustomerProjects(db, customer.customerId);
  }
}
