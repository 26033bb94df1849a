import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CUSTOMER_ERROR_CODES, type CustomerStatus } from '@my-account/contract/customer';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import {
  findCustomerByIdentity,
  insertCustomerIfAbsent,
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

export interface GetMyCustomerOptions {
  /**
   * Identities come from an external provider (OIDC_ISSUER), which registers nobody here: the
   * first call creates the customer from the token. With the embedded provider, registration
   * creates it, so a missing record means the account is gone (the app then signs out).
   */
  createOnFirstCall: boolean;
}

/** The caller's own customer row; 404 when there is none. */
export async function myCustomerRow(
  db: Kysely<Database>,
  user: AuthUser,
  options: GetMyCustomerOptions,
): Promise<CustomerRow> {
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
  return row;
}

/**
 * The caller's own customer row when they may change their data: a blocked business account
 * reads everything but changes nothing (403 ACCOUNT_BLOCKED).
 */
export async function myWritableCustomerRow(
  db: Kysely<Database>,
  user: AuthUser,
  options: GetMyCustomerOptions,
): Promise<CustomerRow> {
  const row = await myCustomerRow(db, user, options);
  if (row.is_b2b === 1 && row.status === 'Blocked') {
    throw new HttpError(
      403,
      CUSTOMER_ERROR_CODES.accountBlocked,
      'This business account is blocked: please contact customer care',
    );
  }
  return row;
}
