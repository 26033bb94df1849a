import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Personal and business details and the changed flag on the customer record, and the address
 * book. One default delivery and one default billing address per customer, kept by partial
 * unique indexes; a customer's addresses go with the customer row (cascade).
 */
export const customerAddressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of [
      'salutation',
      'phone_number',
      'date_of_birth',
      'company_name',
      'vat_number',
      'company_registration',
    ]) {
      await db.schema.alterTable('customer_customers').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('customer_customers')
      .addColumn('changed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('customer_id', 'text', (col) =>
        col.notNull().references('customer_customers.id').onDelete('cascade'),
      )
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('company_name', 'text')
      .addColumn('street', 'text', (col) => col.notNull())
      .addColumn('house_number', 'text', (col) => col.notNull())
      .addColumn('addition', 'text')
      .addColumn('postal_code', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('country_code', 'text', (col) => col.notNull())
      .addColumn('phone_number', 'text')
      .addColumn('is_default_delivery', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_default_billing', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('customer_addresses_customer_idx')
      .on('customer_addresses')
      .columns(['customer_id', 'created_at', 'id'])
      .execute();
    for (const kind of ['delivery', 'billing']) {
      await db.schema
        .createIndex(`customer_addresses_default_${kind}_unique`)
        .on('customer_addresses')
        .column('customer_id')
        .unique()
        .where(sql.ref(`is_default_${kind}`), '=', 1)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('customer_addresses').execute();
    for (const column of [
      'changed',
      'company_registration',
      'vat_number',
      'company_name',
      'date_of_birth',
      'phone_number',
      'salutation',
    ]) {
      await db.schema.alterTable('customer_customers').dropColumn(column).execute();
    }
  },
};
