import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { CustomersTable } from './customer.tables.ts';

export type CustomerRow = Selectable<CustomersTable>;

export interface NewCustomerRow {
  id: string;
  idpType: string;
  idpSub: string;
  email: string;
  firstName: string;
  lastName: string;
  isB2b: boolean;
  status: string | null;
  now: string;
}

export async function findCustomerByIdentity(
  db: Kysely<Database>,
  idpType: string,
  idpSub: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer_customers')
    .selectAll()
    .where('idp_type', '=', idpType)
    .where('idp_sub', '=', idpSub)
    .executeTakeFirst();
}

/** Inserts the customer unless one exists for the identity already (seeding runs on every start). */
export async function insertCustomerIfAbsent(
  db: Kysely<Database>,
  row: NewCustomerRow,
): Promise<void> {
  await db
    .insertInto('customer_customers')
    .values({
      id: row.id,
      idp_type: row.idpType,
      idp_sub: row.idpSub,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      is_b2b: row.isB2b ? 1 : 0,
      status: row.status,
      account_deleted: 0,
      ftp_callback_url: null,
      ftp_callback_format: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['idp_type', 'idp_sub']).doNothing())
    .execute();
}

/** Sets the FTP order-status callback of one customer (by id; nobody else's row changes). */
export async function updateCustomerFtp(
  db: Kysely<Database>,
  id: string,
  ftp: { callbackUrl: string | null; callbackFormat: string; now: string },
): Promise<void> {
  await db
    .updateTable('customer_customers')
    .set({
      ftp_callback_url: ftp.callbackUrl,
      ftp_callback_format: ftp.callbackFormat,
      updated_at: ftp.now,
    })
    .where('id', '=', id)
    .execute();
}
