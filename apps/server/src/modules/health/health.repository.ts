import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/schema.ts';

/** The cheapest round trip that proves the database takes queries. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
