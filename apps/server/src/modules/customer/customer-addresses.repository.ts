import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { CustomerAddressesTable } from './customer.tables.ts';

export type AddressRow = Selectable<CustomerAddressesTable>;
/** The columns a customer fills in; ids, defaults and times are the repository's. */
export type AddressFields = Omit<
  Insertable<CustomerAddressesTable>,
  'id' | 'customer_id' | 'is_default_delivery' | 'is_default_billing' | 'created_at' | 'updated_at'
>;
export type DefaultKind = 'delivery' | 'billing';

const DEFAULT_COLUMN = {
  delivery: 'is_default_delivery',
  billing: 'is_default_billing',
} as const;

/** A customer's addresses, oldest first. */
export async function listAddresses(
  db: Kysely<Database>,
  customerId: string,
): Promise<AddressRow[]> {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One address of this customer; undefined for a missing address and for another's alike. */
export async function findAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<AddressRow | undefined> {
  return db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function countAddresses(db: Kysely<Database>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('customer_addresses')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  // A number on SQLite, a string on PostgreSQL.
  return Number(row.count);
}

export async function insertAddress(
  db: Kysely<Database>,
  row: { id: string; customerId: string; fields: AddressFields; now: string },
): Promise<void> {
  await db
    .insertInto('customer_addresses')
    .values({
      ...row.fields,
      id: row.id,
      customer_id: row.customerId,
      is_default_delivery: 0,
      is_default_billing: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  fields: AddressFields,
  now: string,
): Promise<void> {
  await db
    .updateTable('customer_addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .execute();
}

export async function deleteAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom('customer_addresses')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .execute();
}

/** Makes the address the customer's one default of this kind (run inside a transaction). */
export async function makeDefaultAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  kind: DefaultKind,
): Promise<void> {
  const column = DEFAULT_COLUMN[kind];
  // Cleared first: the partial unique index allows one default of each kind per customer.
  await db
    .updateTable('customer_addresses')
    .set(column, 0)
    .where('customer_id', '=', customerId)
    .where(column, '=', 1)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('customer_addresses')
    .set(column, 1)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .execute();
}

/** The customer's oldest address, which takes over a default when the default is deleted. */
export async function findOldestAddressId(
  db: Kysely<Database>,
  customerId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('customer_addresses')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
