import type { Customer, CustomerAddress } from '@my-account/contract/customer';

/** A customer record as `GET /customers/me` answers it; fields overridable. */
export function customerRecord(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'c1',
    email: 'anna@example.com',
    salutation: null,
    firstName: 'Anna',
    lastName: 'Smith',
    phoneNumber: null,
    dateOfBirth: null,
    isB2b: false,
    status: null,
    business: null,
    accountDeleted: false,
    changed: false,
    changes: 0,
    ftp: null,
    addresses: [],
    ...overrides,
  };
}

/** A stored address (normalised as the server keeps it); fields overridable. */
export function storedAddress(overrides: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id: 'a1',
    firstName: 'Anna',
    lastName: 'Smith',
    companyName: null,
    street: 'Abbey Road',
    houseNumber: '3',
    addition: null,
    postalCode: 'NW8 9AY',
    city: 'London',
    countryCode: 'GB',
    phoneNumber: null,
    isDefaultDelivery: true,
    isDefaultBilling: true,
    ...overrides,
  };
}
