import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';
import type { PaymentMethodsTable } from './payment-methods.tables.ts';

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

export async function findPaymentMethod(
  db: Kysely<Database>,
  customerId: string,
): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The last checkout's method replaces whatever was recorded before. */
export async function upsertPaymentMethod(
  db: Kysely<Database>,
  row: Insertable<PaymentMethodsTable>,
): Promise<void> {
  await db
    .insertInto('payment_methods')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('customer_id').doUpdateSet((update) => ({
        type: update.ref('excluded.type'),
        card_brand: update.ref('excluded.card_brand'),
        card_last4: update.ref('excluded.card_last4'),
        card_expiry_month: update.ref('excluded.card_expiry_month'),
        card_expiry_year: update.ref('excluded.card_expiry_year'),
        token_reference: update.ref('excluded.token_reference'),
        recorded_at: update.ref('excluded.recorded_at'),
      })),
    )
    .execute();
}

export async function deletePaymentMethod(db: Kysely<Database>, customerId: string): Promise<void> {
  await db.deleteFrom('payment_methods').where('customer_id', '=', customerId).execute();
}
