import {
  CustomerStatusSchema,
  SalutationSchema,
  type Customer,
  type CustomerAddress,
} from '@my-account/contract/customer';
import { MarketCountrySchema } from '@my-account/contract/markets';
import type { AddressRow } from './customer-addresses.repository.ts';
import type { CustomerRow } from './customer.repository.ts';

/** Default delivery address first, then default billing, then the rest oldest first. */
function addressRank(row: AddressRow): number {
  if (row.is_default_delivery === 1) {
    return 0;
  }
  return row.is_default_billing === 1 ? 1 : 2;
}

export function toAddresses(rows: readonly AddressRow[]): CustomerAddress[] {
  // Rows come oldest first; a stable sort keeps that order within each rank.
  return [...rows].sort((a, b) => addressRank(a) - addressRank(b)).map(toAddress);
}

export function toAddress(row: AddressRow): CustomerAddress {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    street: row.street,
    houseNumber: row.house_number,
    addition: row.addition,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: MarketCountrySchema.parse(row.country_code),
    phoneNumber: row.phone_number,
    isDefaultDelivery: row.is_default_delivery === 1,
    isDefaultBilling: row.is_default_billing === 1,
  };
}

export function toCustomer(row: CustomerRow, addresses: readonly AddressRow[]): Customer {
  const isB2b = row.is_b2b === 1;
  const status = CustomerStatusSchema.safeParse(row.status);
  const salutation = SalutationSchema.safeParse(row.salutation);
  return {
    id: row.id,
    email: row.email,
    salutation: salutation.success ? salutation.data : null,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    dateOfBirth: row.date_of_birth,
    isB2b,
    // A business customer without a known status has not completed their details yet.
    status: isB2b ? (status.success ? status.data : 'Default') : null,
    business:
      isB2b &&
      row.company_name !== null &&
      row.vat_number !== null &&
      row.company_registration !== null
        ? {
            companyName: row.company_name,
            vatNumber: row.vat_number,
            companyRegistration: row.company_registration,
          }
        : null,
    accountDeleted: row.account_deleted === 1,
    changed: row.changed > 0,
    changes: row.changed,
    ftp:
      row.ftp_callback_url !== null
        ? { callbackUrl: row.ftp_callback_url, callbackFormat: row.ftp_callback_format ?? '' }
        : null,
    addresses: toAddresses(addresses),
  };
}
