import type { Kysely } from 'kysely';
import {
  CardPaymentMethodSchema,
  type MyPaymentMethod,
  type PaymentMethod,
  type RecordedPaymentMethod,
  type RecordPaymentMethod,
} from '@my-account/contract/payment-methods';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-error.ts';
import { findCustomerSummary, findCustomerSummaryById } from '../customer/customer.public.ts';
import { containsCardNumber } from './card-number.ts';
import {
  deletePaymentMethod,
  findPaymentMethod,
  upsertPaymentMethod,
  type PaymentMethodRow,
} from './payment-methods.repository.ts';

/** The signed-in customer's payment method; none without a checkout (or a customer record). */
export async function getMyPaymentMethod(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<MyPaymentMethod> {
  const customer = await findCustomerSummary(db, user);
  const row = customer && (await findPaymentMethod(db, customer.id));
  return { paymentMethod: row ? toPaymentMethod(row) : null };
}

/** A customer's stored payment method (for paying an order of prints); undefined without one. */
export async function findCustomerPaymentMethod(
  db: Kysely<Database>,
  customerId: string,
): Promise<PaymentMethod | undefined> {
  const row = await findPaymentMethod(db, customerId);
  return row && toPaymentMethod(row);
}

/**
 * Forgets the signed-in customer's payment method (the shop asks again at the next checkout).
 * A blocked business customer can read but not change (decision 0171): 403.
 */
export async function removeMyPaymentMethod(db: Kysely<Database>, user: AuthUser): Promise<void> {
  const customer = await findCustomerSummary(db, user);
  if (!customer) {
    return;
  }
  if (customer.status === 'Blocked') {
    throw forbidden('A blocked account cannot be changed: please contact customer care');
  }
  await deletePaymentMethod(db, customer.id);
}

/**
 * The shop records the method of a customer's checkout (internal route; the scope was checked by
 * its hook). Nothing that looks like a card number is kept: 400, and the method recorded before
 * stays. Invoice is for business customers only.
 */
export async function recordPaymentMethod(
  db: Kysely<Database>,
  customerId: string,
  method: RecordPaymentMethod,
  now = new Date(),
): Promise<RecordedPaymentMethod> {
  if (method.type === 'card' && containsCardNumber(method.tokenReference)) {
    throw badRequest(
      'The token reference looks like a card number: send the payment provider’s token, never the number',
      'CARD_NUMBER_REFUSED',
    );
  }
  const customer = await findCustomerSummaryById(db, customerId);
  if (!customer) {
    throw notFound('Customer');
  }
  if (method.type === 'invoice' && !customer.isB2b) {
    throw conflict('Invoice is for business customers only', 'INVOICE_FOR_BUSINESS_ONLY');
  }
  const card = method.type === 'card' ? method : undefined;
  await upsertPaymentMethod(db, {
    customer_id: customer.id,
    type: method.type,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    card_expiry_month: card?.expiryMonth ?? null,
    card_expiry_year: card?.expiryYear ?? null,
    token_reference: card?.tokenReference ?? null,
    recorded_at: now.toISOString(),
  });
  const row = await findPaymentMethod(db, customer.id);
  if (!row) {
    throw new Error('The payment method just recorded is not there');
  }
  return { customerId: customer.id, paymentMethod: toPaymentMethod(row) };
}

/**
 * Removes everything this module keeps of one customer (account deletion; safe to run again).
 * Rows are keyed on the customer record's id: a customer without a record has none.
 */
export async function deleteCustomerData(
  db: Kysely<Database>,
  customer: { customerId: string | null },
): Promise<void> {
  if (customer.customerId !== null) {
    await deletePaymentMethod(db, customer.customerId);
  }
}

function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  if (row.type === 'invoice') {
    return { type: 'invoice', recordedAt: row.recorded_at };
  }
  // A card row missing a field would be a fault of ours: a 500, not a made-up card.
  return CardPaymentMethodSchema.parse({
    type: 'card',
    brand: row.card_brand,
    last4: row.card_last4,
    expiryMonth: row.card_expiry_month,
    expiryYear: row.card_expiry_year,
    recordedAt: row.recorded_at,
  });
}
