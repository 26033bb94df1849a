import type { Kysely } from 'kysely';
import { CustomerStatusSchema, type CustomerStatus } from '@my-account/contract/customer';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import {
  findCustomerById,
  findCustomerByIdentity,
  type CustomerRow,
} from './customer.repository.ts';

/** What other modules need to know of a customer record to serve its customer. */
export interface CustomerSummary {
  id: string;
  /** The account at the identity provider (the embedded provider's tokens have it as `sub`). */
  idpSub: string;
  isB2b: boolean;
  /** The business status; null for private customers. */
  status: CustomerStatus | null;
}

/** The record of the signed-in customer, if there is one. */
export async function findCustomerSummary(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'idpType' | 'idpSub'>,
): Promise<CustomerSummary | undefined> {
  const row = await findCustomerByIdentity(db, user.idpType, user.idpSub);
  return row && toSummary(row);
}

/** The record of a customer named by its id (internal routes), if there is one. */
export async function findCustomerSummaryById(
  db: Kysely<Database>,
  customerId: string,
): Promise<CustomerSummary | undefined> {
  const row = await findCustomerById(db, customerId);
  return row && toSummary(row);
}

export function toSummary(row: CustomerRow): CustomerSummary {
  const status = CustomerStatusSchema.safeParse(row.status);
  const isB2b = row.is_b2b === 1;
  return {
    id: row.id,
    idpSub: row.idp_sub,
    isB2b,
    status: isB2b && status.success ? status.data : null,
  };
}

/** The business details an invoice names its buyer by (null for a private customer). */
export async function findCustomerBusinessDetails(
  db: Kysely<Database>,
  customerId: string,
): Promise<{ companyName: string | null; vatNumber: string | null } | null> {
  const row = await findCustomerById(db, customerId);
  return row && row.is_b2b === 1
    ? { companyName: row.company_name, vatNumber: row.vat_number }
    : null;
}
