import { normalizeAddress, type ValidAddress } from '@my-account/contract/addresses';
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
  const normal = normalizeAddress(address);
  if (!normal) {
    // The schema checked both already; this only guards against the two disagreeing.
    throw badRequest('The address does not follow the rules of its country');
  }
  return {
    address_first_name: normal.firstName,
    address_last_name: normal.lastName,
    address_company_name: normal.companyName,
    address_street: normal.street,
    address_house_number: normal.houseNumber,
    address_addition: normal.addition,
    address_postal_code: normal.postalCode,
    address_city: normal.city,
    address_country_code: normal.countryCode,
    address_phone_number: normal.phoneNumber,
  };
}
