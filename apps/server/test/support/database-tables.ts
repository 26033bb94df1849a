import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/database/schema.ts';

/**
 * The names of the tables in the database's own schema: on PostgreSQL the introspection sees
 * every schema of the database, and parallel tests each have one.
 */
export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return tables.map((table) => table.name).sort();
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return tables
    .filter((table) => table.schema === schema)
    .map((table) => table.name)
    .sort();
}
