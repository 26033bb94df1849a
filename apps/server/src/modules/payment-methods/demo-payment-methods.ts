import type { Kysely } from 'kysely';
import type { RecordPaymentMethod } from '@my-account/contract/payment-methods';
import type { Database } from '../../platform/database/schema.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import {
  DEMO_EMAILS,
  findAccountIdByEmail,
  IDP_TYPE,
  type DemoAccount,
} from '../identity/identity.public.ts';
import { recordPaymentMethod } from './payment-methods.service.ts';

/** What the shop "recorded" at the demo customers' last checkouts. */
function demoMethods(now: Date): Record<string, RecordPaymentMethod> {
  return {
    [DEMO_EMAILS.private]: {
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 8,
      expiryYear: now.getUTCFullYear() + 2,
      tokenReference: 'demo-card-token',
    },
    [DEMO_EMAILS.business]: { type: 'invoice' },
  };
}

/**
 * A card for the private demo customer and invoice for the business one, seeded with the
 * accounts (only those made by this start): a method the customer removed stays removed.
 * Returns how many it recorded.
 */
export async function seedDemoPaymentMethods(
  db: Kysely<Database>,
  accounts: readonly Pick<DemoAccount, 'email' | 'created'>[],
  now = new Date(),
): Promise<number> {
  const methods = demoMethods(now);
  let recorded = 0;
  for (const account of accounts) {
    const method = methods[account.email];
    const idpSub = account.created && method && (await findAccountIdByEmail(db, account.email));
    const customer = idpSub && (await findCustomerSummary(db, { idpType: IDP_TYPE, idpSub }));
    if (method && customer) {
      await recordPaymentMethod(db, customer.id, method, now);
      recorded += 1;
    }
  }
  return recorded;
}
