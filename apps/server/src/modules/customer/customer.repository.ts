import type { Kysely, Selectable, Updateable } from 'kysely';
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

export async function findCustomerByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer_customers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findCustomerById(
  db: Kysely<Database>,
  id: string,
): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer_customers').selectAll().where('id', '=', id).executeTakeFirst();
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
      changed: 0,
      ftp_callback_url: null,
      ftp_callback_format: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['idp_type', 'idp_sub']).doNothing())
    .execute();
}

/** The columns a customer's own save may change. */
export type CustomerChanges = Pick<
  Updateable<CustomersTable>,
  | 'salutation'
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'date_of_birth'
  | 'company_name'
  | 'vat_number'
  | 'company_registration'
  | 'status'
  | 'ftp_callback_url'
  | 'ftp_callback_format'
>;

/**
 * Saves the customer's own changes to their record (by id; nobody else's row changes) and counts
 * one more change for the app to confirm (the `changed` column counts them; 0 = none).
 */
export async function updateCustomerRecord(
  db: Kysely<Database>,
  id: string,
  changes: CustomerChanges,
  now: string,
): Promise<void> {
  await db
    .updateTable('customer_customers')
    .set((eb) => ({ ...changes, changed: eb('changed', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Counts a change made elsewhere (an address saved or deleted). */
export async function markCustomerChanged(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customer_customers')
    .set((eb) => ({ changed: eb('changed', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/**
 * Clears the changed flag: only if the count is still `confirmed` when given (a later save stays
 * to be confirmed), else whatever it counts.
 */
export async function clearCustomerChanged(
  db: Kysely<Database>,
  id: string,
  confirmed: number | undefined,
): Promise<void> {
  let update = db.updateTable('customer_customers').set({ changed: 0 }).where('id', '=', id);
  if (confirmed !== undefined) {
    update = update.where('changed', '=', confirmed);
  }
  await update.execute();
}

/** Sets a business customer's status; false when no business customer has this id. */
export async function updateBusinessStatus(
  db: Kysely<Database>,
  id: string,
  status: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_customers')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('is_b2b', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes the customer row of an identity (its addresses go with it, by cascade). */
export async function deleteCustomerRow(
  db: Kysely<Database>,
  idpType: string,
  idpSub: string,
): Promise<void> {
  await db
    .deleteFrom('customer_customers')
    .where('idp_type', '=', idpType)
    .where('idp_sub', '=', idpSub)
    .execute();
}

/**
 * Flags the record of an account being deleted: the app signs out on its next look at it, even
 * with an access token still valid, before the record itself goes.
 */
export async function markCustomerAccountDeleted(
  db: Kysely<Database>,
  idpType: string,
  idpSub: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customer_customers')
    .set({ account_deleted: 1, updated_at: now })
    .where('idp_type', '=', idpType)
    .where('idp_sub', '=', idpSub)
    .execute();
}

/** Sets the e-mail address of the identity's customer record (the identity's address changed). */
export async function updateCustomerEmailByIdentity(
  db: Kysely<Database>,
  identity: { idpType: string; idpSub: string },
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customer_customers')
    .set({ email, updated_at: now })
    .where('idp_type', '=', identity.idpType)
    .where('idp_sub', '=', identity.idpSub)
    .execute();
}
