/**
 * Query keys of the customer service that more than one feature reads or refreshes: the
 * customer record (which holds the address book and the changed flag) is the customer
 * feature's, the address book the addresses feature's. A change to an address makes the record
 * stale through the shared root, since features cannot import each other.
 */
export const customerQueryKeys = {
  /** `GET /customers/me`; every key of the customer service starts with it. */
  me: ['customers', 'me'] as const,
  /** `GET /customers/me/addresses`. */
  addresses: ['customers', 'me', 'addresses'] as const,
};
