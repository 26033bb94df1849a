import type { Kysely } from 'kysely';
import {
  customerIds,
  type DeletedCustomer,
} from '../../platform/customer-data/deleted-customer.ts';
import type { Database } from '../../platform/database/schema.ts';
import { announceWidgetsDeleted } from './widget-deleted.ts';
import { deleteCustomerWidgetRows } from './widgets.repository.ts';

/** Account deletion: the customer's widgets and every share link of them (the links 404). */
export async function deleteCustomerWidgets(
  db: Kysely<Database>,
  customer: DeletedCustomer,
): Promise<void> {
  const ids = await deleteCustomerWidgetRows(db, customerIds(customer));
  await announceWidgetsDeleted(db, ids);
}
