import type { ValidAddress } from '@my-account/contract/addresses';
import { normalizePhoneNumber } from '@my-account/contract/phone-numbers';
import { normalizePostalCode } from '@my-account/contract/postal-codes';
import { emptyAsNull } from '@my-account/contract/text-fields';
import { badRequest } from '../../platform/http/http-error.ts';
import type { SuperOrdersTable } from './orders.tables.ts';

type AddressColumns = Pick<
  SuperOrdersTable,
  | 'address_first_name'
  | 'address_last_name'
  | 'address_company_name'
  | 'address_street'
  | 'address_house_number'
  | 'address_addition'
  | 'address_postal_code'
  | 'address_city'
  | 'address_country_code'
  | 'address_phone_number'
>;

/**
 * The columns of a checked delivery address, kept in the same normal form as the address book's
 * (postal code and phone number by the country's rules), so an order shows it the same way.
 */
export function addressColumns(address: ValidAddress): AddressColumns {
  const postalCode = normalizePostalCode(address.countryCode, address.postalCode);
  const phone = emptyAsNull(address.phoneNumber);
  const phoneNumber = phone === null ? null : normalizePhoneNumber(phone, address.countryCode);
  if (postalCode === undefined || phoneNumber === undefined) {
    // The schema checked both already; this only guards against the two disagreeing.
    throw badRequest('The address does not follow the rules of its country');
  }
  return {
    address_first_name: address.firstName,
    address_last_name: address.lastName,
    address_company_name: emptyAsNull(address.companyName),
    address_street: address.street.trim(),
    address_house_number: address.houseNumber.trim().replace(/\s+/g, ' '),
    address_addition: emptyAsNull(address.addition),
    address_postal_code: postalCode,
    address_city: address.city,
    address_country_code: address.countryCode,
    address_phone_number: phoneNumber,
  };
}
