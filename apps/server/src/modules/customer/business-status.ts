import type { Kysely } from 'kysely';
import {
  CustomerStatusSchema,
  type Customer,
  type CustomerStatus,
} from '@my-account/contract/customer';
import type { Database } from '../../platform/database/schema.ts';
import { listAddresses } from './customer-addresses.repository.ts';
import { findCustomerById, updateBusinessStatus, type CustomerRow } from './customer.repository.ts';
import { toCustomer } from './customer-view.ts';

export interface BusinessIdentifiers {
  company_name: string;
  vat_number: string;
  company_registration: string;
}

/**
 * A business customer's status once they have saved complete business details: a new account
 * now waits for validation (Default -> New); a validated one whose company name, VAT or
 * registration number changed must be validated again (-> New); otherwise it stays.
 */
export function statusAfterBusinessSave(
  current: CustomerRow,
  next: BusinessIdentifiers,
): CustomerStatus {
  const parsed = CustomerStatusSchema.safeParse(current.status);
  const status: CustomerStatus = parsed.success ? parsed.data : 'Default';
  switch (status) {
    case 'Default':
    case 'New':
      return 'New';
    case 'Validated': {
      const unchanged =
        current.company_name === next.company_name &&
        current.vat_number === next.vat_number &&
        current.company_registration === next.company_registration;
      return unchanged ? 'Validated' : 'New';
    }
    case 'Blocked':
      return 'Blocked';
  }
}

/**
 * For customer care (through an internal route): sets a business customer's status, e.g. New ->
 * Validated or -> Blocked. Not a change of the customer's own data, so the changed flag stays.
 * Undefined when no business customer has this id (private customers have no status).
 */
export async function setBusinessStatus(
  db: Kysely<Database>,
  customerId: string,
  status: CustomerStatus,
): Promise<Customer | undefined> {
  if (!(await updateBusinessStatus(db, customerId, status, new Date().toISOString()))) {
    return undefined;
  }
  const row = await findCustomerById(db, customerId);
  return row ? toCustomer(row, await listAddresses(db, row.id)) : undefined;
}
