import type { Kysely } from 'kysely';
import type { AcknowledgeChange, Customer } from '@my-account/contract/customer';
import type {
  BusinessDetails,
  PersonalDetails,
  UpdateCustomer,
} from '@my-account/contract/customer-updates';
import { normalizePhoneNumber } from '@my-account/contract/phone-numbers';
import { emptyAsNull } from '@my-account/contract/text-fields';
import { normalizeVatNumber } from '@my-account/contract/vat-numbers';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { Database } from '../../platform/database/schema.ts';
import { badRequest, forbidden } from '../../platform/http/http-error.ts';
import { statusAfterBusinessSave } from './business-status.ts';
import {
  myCustomerRow,
  myWritableCustomerRow,
  type GetMyCustomerOptions,
} from './customer-access.ts';
import { listAddresses } from './customer-addresses.repository.ts';
import {
  clearCustomerChanged,
  findCustomerByIdentity,
  updateCustomerEmailByIdentity,
  updateCustomerRecord,
  type CustomerChanges,
  type CustomerRow,
} from './customer.repository.ts';
import { toCustomer } from './customer-view.ts';

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

/** The e-mail address the customer record holds, if there is a record. */
export async function findCustomerEmail(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'idpType' | 'idpSub'>,
): Promise<string | undefined> {
  return (await findCustomerByIdentity(db, user.idpType, user.idpSub))?.email;
}

async function view(db: Kysely<Database>, row: CustomerRow): Promise<Customer> {
  return toCustomer(row, await listAddresses(db, row.id));
}

/** The signed-in customer's own record with the address book; 404 when there is none. */
export async function getMyCustomer(
  db: Kysely<Database>,
  user: AuthUser,
  options: GetMyCustomerOptions,
): Promise<Customer> {
  return view(db, await myCustomerRow(db, user, options));
}

function personalDetailsChanges(details: PersonalDetails): CustomerChanges {
  const phone = emptyAsNull(details.phoneNumber);
  const normalizedPhone = phone === null ? null : normalizePhoneNumber(phone, details.phoneCountry);
  if (normalizedPhone === undefined) {
    // The schema checked the number already; this only guards against the two disagreeing.
    throw badRequest('Phone number must be valid');
  }
  return {
    salutation: details.salutation ?? null,
    first_name: details.firstName,
    last_name: details.lastName,
    phone_number: normalizedPhone,
    date_of_birth: emptyAsNull(details.dateOfBirth),
  };
}

function businessChanges(current: CustomerRow, business: BusinessDetails): CustomerChanges {
  const vatNumber = normalizeVatNumber(business.vatNumber);
  if (vatNumber === undefined) {
    throw badRequest('VAT number must be valid');
  }
  const identifiers = {
    company_name: business.companyName,
    vat_number: vatNumber,
    company_registration: business.companyRegistration,
  };
  return { ...identifiers, status: statusAfterBusinessSave(current, identifiers) };
}

/**
 * Saves the parts of the signed-in customer's record the update gives: personal details (anyone),
 * business details and the FTP callback (business customers only, 403 for private ones). A
 * blocked business account changes nothing (403). Sets the changed flag.
 */
export async function updateMyCustomer(
  db: Kysely<Database>,
  user: AuthUser,
  update: UpdateCustomer,
  options: GetMyCustomerOptions,
): Promise<Customer> {
  const current = await myWritableCustomerRow(db, user, options);
  if ((update.business || update.ftp) && current.is_b2b !== 1) {
    throw forbidden('Business details and FTP settings are for business customers only');
  }
  const changes: CustomerChanges = {
    ...(update.personalDetails ? personalDetailsChanges(update.personalDetails) : {}),
    ...(update.business ? businessChanges(current, update.business) : {}),
    ...(update.ftp
      ? {
          ftp_callback_url: update.ftp.callbackUrl,
          ftp_callback_format: update.ftp.callbackFormat,
        }
      : {}),
  };
  await updateCustomerRecord(db, current.id, changes, new Date().toISOString());
  return getMyCustomer(db, user, options);
}

/**
 * The app has shown the customer that their change was saved: clears the changed flag, unless a
 * save came after the one confirmed (`changes` is the count the app saw).
 */
export async function acknowledgeMyCustomerChange(
  db: Kysely<Database>,
  user: AuthUser,
  acknowledged: AcknowledgeChange,
  options: GetMyCustomerOptions,
): Promise<Customer> {
  const current = await myCustomerRow(db, user, options);
  await clearCustomerChanged(db, current.id, acknowledged.changes);
  return getMyCustomer(db, user, options);
}

/**
 * Keeps the customer record's e-mail address that of its identity: the identity module calls
 * this when a customer confirms a new sign-in address.
 */
export async function updateCustomerEmail(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'idpType' | 'idpSub'>,
  email: string,
): Promise<void> {
  await updateCustomerEmailByIdentity(db, user, email, new Date().toISOString());
}

/** The customer record's id and e-mail address, if there is a record (for account deletion). */
export async function findCustomerIdentity(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'idpType' | 'idpSub'>,
): Promise<{ id: string; email: string } | undefined> {
  const row = await findCustomerByIdentity(db, user.idpType, user.idpSub);
  return row ? { id: row.id, email: row.email } : undefined;
}
