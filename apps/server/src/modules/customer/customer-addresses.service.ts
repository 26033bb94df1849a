import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_ADDRESSES, normalizeAddress, type ValidAddress } from '@my-account/contract/addresses';
import { CUSTOMER_ERROR_CODES, type CustomerAddress } from '@my-account/contract/customer';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { badRequest, conflict, notFound } from '../../platform/http/http-error.ts';
import {
  myCustomerRow,
  myWritableCustomerRow,
  type GetMyCustomerOptions,
} from './customer-access.ts';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  findOldestAddressId,
  insertAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
  type AddressFields,
  type AddressRow,
} from './customer-addresses.repository.ts';
import { markCustomerChanged } from './customer.repository.ts';
import { toAddress, toAddresses } from './customer-view.ts';

/** The columns of a checked address: postal code and phone number in their normal form. */
function addressFields(address: ValidAddress): AddressFields {
  const normal = normalizeAddress(address);
  if (!normal) {
    // The schema checked both already; this only guards against the two disagreeing.
    throw badRequest('The address does not follow the rules of its country');
  }
  return {
    first_name: normal.firstName,
    last_name: normal.lastName,
    company_name: normal.companyName,
    street: normal.street,
    house_number: normal.houseNumber,
    addition: normal.addition,
    postal_code: normal.postalCode,
    city: normal.city,
    country_code: normal.countryCode,
    phone_number: normal.phoneNumber,
  };
}

const addressNotFound = () => notFound('Address');

async function readAddress(db: Kysely<Database>, customerId: string, id: string) {
  const row = await findAddress(db, customerId, id);
  if (!row) {
    throw addressNotFound();
  }
  return row;
}

/**
 * After an address was written (in its transaction): makes it the defaults asked for, marks the
 * customer changed, and reads the address back.
 */
async function finishWrite(
  trx: Kysely<Database>,
  customerId: string,
  id: string,
  step: { delivery: boolean; billing: boolean; now: string },
): Promise<AddressRow> {
  if (step.delivery) {
    await makeDefaultAddress(trx, customerId, id, 'delivery');
  }
  if (step.billing) {
    await makeDefaultAddress(trx, customerId, id, 'billing');
  }
  await markCustomerChanged(trx, customerId, step.now);
  return readAddress(trx, customerId, id);
}

/** The signed-in customer's address book, defaults first. */
export async function listMyAddresses(
  db: Kysely<Database>,
  user: AuthUser,
  options: GetMyCustomerOptions,
): Promise<CustomerAddress[]> {
  const customer = await myCustomerRow(db, user, options);
  return toAddresses(await listAddresses(db, customer.id));
}

/**
 * Adds an address. The first one becomes the default delivery and billing address (a customer
 * with addresses always has both defaults); 409 once the book holds MAX_ADDRESSES.
 */
export async function createMyAddress(
  db: Kysely<Database>,
  user: AuthUser,
  address: ValidAddress,
  options: GetMyCustomerOptions,
): Promise<CustomerAddress> {
  const customer = await myWritableCustomerRow(db, user, options);
  const fields = addressFields(address);
  const id = randomUUID();
  const row = await db.transaction().execute(async (trx): Promise<AddressRow> => {
    const count = await countAddresses(trx, customer.id);
    if (count >= MAX_ADDRESSES) {
      throw conflict(
        `An address book holds at most ${String(MAX_ADDRESSES)} addresses`,
        CUSTOMER_ERROR_CODES.addressLimit,
      );
    }
    const now = new Date().toISOString();
    await insertAddress(trx, { id, customerId: customer.id, fields, now });
    const first = count === 0;
    return finishWrite(trx, customer.id, id, {
      delivery: first || address.isDefaultDelivery === true,
      billing: first || address.isDefaultBilling === true,
      now,
    });
  });
  return toAddress(row);
}

/**
 * Replaces one of the customer's addresses (404 for a missing one and another's alike).
 * `isDefault...: true` makes it the default; false leaves the defaults as they are.
 */
export async function updateMyAddress(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  address: ValidAddress,
  options: GetMyCustomerOptions,
): Promise<CustomerAddress> {
  const customer = await myWritableCustomerRow(db, user, options);
  const fields = addressFields(address);
  const row = await db.transaction().execute(async (trx): Promise<AddressRow> => {
    await readAddress(trx, customer.id, id);
    const now = new Date().toISOString();
    await updateAddress(trx, customer.id, id, fields, now);
    return finishWrite(trx, customer.id, id, {
      delivery: address.isDefaultDelivery === true,
      billing: address.isDefaultBilling === true,
      now,
    });
  });
  return toAddress(row);
}

/**
 * Deletes one of the customer's addresses (404 for a missing one and another's alike). A default
 * it held passes to the oldest address left.
 */
export async function deleteMyAddress(
  db: Kysely<Database>,
  user: AuthUser,
  id: string,
  options: GetMyCustomerOptions,
): Promise<void> {
  const customer = await myWritableCustomerRow(db, user, options);
  await db.transaction().execute(async (trx) => {
    const row = await readAddress(trx, customer.id, id);
    await deleteAddress(trx, customer.id, id);
    const heir = await findOldestAddressId(trx, customer.id);
    if (heir && row.is_default_delivery === 1) {
      await makeDefaultAddress(trx, customer.id, heir, 'delivery');
    }
    if (heir && row.is_default_billing === 1) {
      await makeDefaultAddress(trx, customer.id, heir, 'billing');
    }
    await markCustomerChanged(trx, customer.id, new Date().toISOString());
  });
}
