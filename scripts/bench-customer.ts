import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/platform/database/schema.ts';
import { registerAccount } from '../apps/server/src/modules/identity/account.service.ts';

/** The password of every bench customer (the Chromium figures sign in with it). */
export const BENCH_PASSWORD = 'bench-password';

/** A customer of the embedded provider with the bench password, as the demo seeding does. */
export async function createBenchCustomer(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; email: string }> {
  const result = await registerAccount(
    db,
    { firstName: 'Bench', lastName: 'Customer', email, password: BENCH_PASSWORD },
    { isB2b: false },
  );
  if (!result.ok) {
    throw new Error(`Could not create ${email}: ${JSON.stringify(result.errors)}`);
  }
  return { id: result.account.id, email: result.account.email };
}
