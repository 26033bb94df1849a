import type { Kysely } from 'kysely';
import type { BusinessStatus, BusinessStatusUpdate } from '@my-account/contract/customer';
import type { Database } from '../../platform/database/schema.ts';
import { conflict, notFound } from '../../platform/http/http-error.ts';
import { setBusinessStatus } from './business-status.ts';
import { findCustomerSummaryById } from './customer-summary.ts';

/**
 * Customer care validates or blocks a business customer (decision 0171). The caller's scope was
 * checked by the route's hook; an unknown id is 404, a private customer (no status) 409.
 */
export async function changeBusinessStatus(
  db: Kysely<Database>,
  customerId: string,
  update: BusinessStatusUpdate,
): Promise<BusinessStatus> {
  const customer = await findCustomerSummaryById(db, customerId);
  if (!customer) {
    throw notFound('Customer');
  }
  if (!customer.isB2b) {
    throw conflict('Only business customers have a status', 'NOT_A_BUSINESS_CUSTOMER');
  }
  const updated = await setBusinessStatus(db, customer.id, update.status);
  if (!updated) {
    // Deleted since it was read.
    throw notFound('Customer');
  }
  return { customerId: updated.id, status: update.status };
}
