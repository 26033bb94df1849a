import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import {
  Migrator,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely/migration';
import { migrations } from './migrations/index.ts';

class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/**
 * Brings the database schema up to date and names the migrations this call ran (none when
 * another instance had run them); throws when a migration fails. Instances starting
 * together migrate once: on PostgreSQL, Kysely's migrator takes a session advisory lock before it
 * reads which migrations ran, so the others wait and then find nothing left to do (decision
 * 0282, concurrent-migrations.test.ts). SQLite is one process's file and needs no lock.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to the named migration (a test of a later one starts from there). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(await migrationTableSchema(db)),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * On PostgreSQL, the migrator's own tables go in the connection's current schema, named
 * explicitly: unnamed, Kysely looks for them in every schema and takes another schema's (say,
 * a parallel test run's) for its own, then fails to find them on the search path.
 */
async function migrationTableSchema(
  db: Kysely<Database>,
): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return {};
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}
