import type { Kysely } from 'kysely';
import type { ValidAddress } from '@my-account/contract/addresses';
import type { Database } from '../../platform/database/schema.ts';
import { listAddresses } from './customer-addresses.repository.ts';
import { createMyAddress } from './customer-addresses.service.ts';
import { clearCustomerChanged, findCustomerByEmail } from './customer.repository.ts';

/** The private demo customer's address book: home (both defaults) and work. */
export const DEMO_ADDRESSES: readonly ValidAddress[] = [
  {
    firstName: 'Demi',
    lastName: 'Demo',
    companyName: null,
    street: 'Baker Street',
    houseNumber: '221B',
    addition: null,
    postalCode: 'NW1 6XE',
    city: 'London',
    countryCode: 'GB',
    phoneNumber: '020 7946 0958',
  },
  {
    firstName: 'Demi',
    lastName: 'Demo',
    companyName: 'Demo Studio Ltd',
    street: 'Deansgate',
    houseNumber: '100',
    addition: 'Floor 3',
    postalCode: 'M3 2GP',
    city: 'Manchester',
    countryCode: 'GB',
    phoneNumber: null,
  },
];

/**
 * Gives the demo customer with this e-mail address the demo address book, once: only while the
 * record was never changed (created_at = updated_at), so addresses the customer deleted stay
 * deleted across restarts. Returns how many addresses it added.
 */
export async function seedDemoAddresses(db: Kysely<Database>, email: string): Promise<number> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer || customer.created_at !== customer.updated_at) {
    return 0;
  }
  if ((await listAddresses(db, customer.id)).length > 0) {
    return 0;
  }
  const user = {
    sub: customer.idp_sub,
    email,
    idpType: customer.idp_type,
    idpSub: customer.idp_sub,
    isB2b: customer.is_b2b === 1,
  };
  for (const address of DEMO_ADDRESSES) {
    await createMyAddress(db, user, address, { createOnFirstCall: false });
  }
  // Seeding is no change of the customer's to confirm.
  await clearCustomerChanged(db, customer.id, undefined);
  return DEMO_ADDRESSES.length;
}
