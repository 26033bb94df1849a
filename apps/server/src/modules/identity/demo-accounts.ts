import type { Kysely } from 'kysely';
import type { AppSettings } from '../../config/env.ts';
import type { Database } from '../../platform/database/schema.ts';
import { findAccountIdByEmail, registerAccount } from './account.service.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  /** Made by this call (the first start of a data folder): other modules seed its data once. */
  created: boolean;
}

const DEMO_PASSWORD = 'demo-password';

const DEMO_ACCOUNTS = [
  {
    label: 'a private customer',
    email: 'demo@myaccount.test',
    firstName: 'Demi',
    lastName: 'Demo',
    isB2b: false,
  },
  {
    label: 'a business (B2B) customer',
    email: 'b2b@myaccount.test',
    firstName: 'Bea',
    lastName: 'Business',
    isB2b: true,
  },
  {
    label: 'a customer whose library is not activated yet (past orders to import)',
    email: 'import@myaccount.test',
    firstName: 'Ivo',
    lastName: 'Import',
    isB2b: false,
  },
  {
    label: 'a friend who shared an album with the first customer',
    email: 'friend@myaccount.test',
    firstName: 'Freya',
    lastName: 'Friend',
    isB2b: false,
  },
];

/** Demo e-mail addresses other modules seed data for. */
export const DEMO_EMAILS = {
  private: 'demo@myaccount.test',
  business: 'b2b@myaccount.test',
  notActivated: 'import@myaccount.test',
  friend: 'friend@myaccount.test',
} as const;

/**
 * Creates the demo accounts that do not exist yet (safe on every start) and returns their
 * credentials, so `npm start` can print them, and which ones it made. The business one starts with status 'Default',
 * which shows the "Missing account details" banner.
 */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<DemoAccount[]> {
  const created = new Set<string>();
  for (const demo of DEMO_ACCOUNTS) {
    if (await findAccountIdByEmail(db, demo.email)) {
      continue;
    }
    const result = await registerAccount(
      db,
      {
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        password: DEMO_PASSWORD,
      },
      { isB2b: demo.isB2b },
    );
    if (!result.ok && result.errors.email !== 'emailTaken') {
      throw new Error(`Could not create the demo account ${demo.email}`);
    }
    if (result.ok) {
      created.add(demo.email);
    }
  }
  return DEMO_ACCOUNTS.map(({ label, email }) => ({
    label,
    email,
    password: DEMO_PASSWORD,
    created: created.has(email),
  }));
}

/**
 * Seeds the demo accounts when SEED_DEMO is on and the embedded provider is in use (an external
 * provider has its own accounts); main.ts prints what this returns.
 */
export async function seedDemoAccountsIfEnabled(ctx: {
  settings: AppSettings;
  database: { db: Kysely<Database> };
}): Promise<DemoAccount[]> {
  if (!ctx.settings.SEED_DEMO || ctx.settings.OIDC_ISSUER) {
    return [];
  }
  return seedDemoAccounts(ctx.database.db);
}
