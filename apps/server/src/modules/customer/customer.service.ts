import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CustomerStatusSchema,
  type Customer,
  type CustomerStatus,
  type UpdateCustomer,
} from '@my-account/contract/customer';
import type { Database } from '../../platform/database/schema.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import {
  findCustomerByIdentity,
  insertCustomerIfAbsent,
  updateCustomerFtp,
  type CustomerRow,
  type NewCustomerRow,
} from './customer.repository.ts';

/** What a new identity tells about its customer; the row adds its id and creation time. */
export type NewCustomer = Omit<NewCustomerRow, 'id' | 'now' | 'status'> & {
  /** Business customers start as 'Default' (details missing); private customers have none. */
  status: CustomerStatus | null;
};

/**
 * Creates the customer record of a new identity; does nothing when it exists. The identity
 * module calls this on registration and when it seeds the demo accounts.
 */
export async function ensureCustomer(db: Kysely<Database>, customer: NewCustomer): Promise<void> {
  await insertCustomerIfAbsent(db, {
    ...customer,
    id: randomUUID(),
    status: customer.isB2b ? customer.status : null,
    now: new Date().toISOString(),
  });
}

/**
 * When the customer's record was created (their registration), or undefined when there is no
 * record. Other modules (photo deletion) read it through here rather than the table.
 */
export async function findCustomerRegistrationDate(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'idpType' | 'idpSub'>,
): Promise<string | undefined> {
  return (await findCustomerByIdentity(db, user.idpType, user.idpSub))?.created_at;
}

export interface GetMyCustomerOptions {
  /**
   * Identities come from an external provider (OIDC_ISSUER), which registers nobody here: the
   * first call creates the customer from the token. With the embedded provider, registration
   * creates it, so a missing record means the account is gone (the app then signs out).
   */
  createOnFirstCall: boolean;
}

/** The signed-in customer's own record; 404 when there is none. */
export async function getMyCustomer(
  db: Kysely<Database>,
  user: AuthUser,
  options: GetMyCustomerOptions,
): Promise<Customer> {
  let row = await findCustomerByIdentity(db, user.idpType, user.idpSub);
  if (!row && options.createOnFirstCall) {
    await ensureCustomer(db, {
      idpType: user.idpType,
      idpSub: user.idpSub,
      email: user.email ?? '',
      firstName: '',
      lastName: '',
      isB2b: user.isB2b,
      status: 'Default',
    });
    row = await findCustomerByIdentity(db, user.idpType, user.idpSub);
  }
  if (!row) {
    throw notFound('Customer');
  }
  return toCustomer(row);
}

/**
 * Updates the signed-in customer's own record: the FTP order-status callback, which only
 * business customers have (403 for private ones).
 */
export async function updateMyCustomer(
  db: Kysely<Database>,
  user: AuthUser,
  update: UpdateCustomer,
  options: GetMyCustomerOptions,
): Promise<Customer> {
  const current = await getMyCustomer(db, user, options);
  if (!current.isB2b) {
    throw forbidden('FTP settings are for business customers only');
  }
  await updateCustomerFtp(db, current.id, {
    callbackUrl: update.ftp.callbackUrl,
    callbackFormat: update.ftp.callbackFormat,
    now: new Date().toISOString(),
  });
  return getMyCustomer(db, user, options);
}

function toCustomer(row: CustomerRow): Customer {
  const status = CustomerStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isB2b: row.is_b2b === 1,
    status: row.is_b2b === 1 && status.success ? status.data : null,
    accountDeleted: row.account_deleted === 1,
    ftp:
      row.ftp_callback_url !== null
        ? { callbackUrl: row.ftp_callback_url, callbackFormat: row.ftp_callback_format ?? '' }
        : null,
    addresses: [],
  };
}
