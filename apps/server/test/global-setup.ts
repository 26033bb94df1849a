import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/platform/database/create-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One PostgreSQL database URL per worker (index: VITEST_POOL_ID - 1); empty on SQLite. */
    postgresWorkerUrls: string[];
  }
}

/**
 * With TEST_DATABASE_URL, gives each worker a database of its own for this run, dropped at the
 * end. Tests still take a fresh schema each, but only within their worker's database: Kysely's
 * migrator reads the catalog of every schema of its database, which fails when another file drops
 * its schema at that moment, and its migration lock is per database. The run's own name also
 * keeps two checkouts testing against one server apart.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresWorkerUrls', []);
    return async () => undefined;
  }
  const run = `${new URL(url).pathname.slice(1) || 'test'}_${randomBytes(4).toString('hex')}`;
  const names = Array.from(
    { length: project.config.maxWorkers },
    (_, index) => `${run}_w${index + 1}`,
  );
  const admin = createDatabase({ databaseUrl: url, dataDir: tmpdir() });
  try {
    for (const name of names) {
      await sql`create database ${sql.id(name)}`.execute(admin.db);
    }
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  project.provide(
    'postgresWorkerUrls',
    names.map((name) => {
      const worker = new URL(url);
      worker.pathname = `/${name}`;
      return worker.toString();
    }),
  );
  return async () => {
    try {
      for (const name of names) {
        // FORCE: a server process a failed test left running must not keep the database.
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      }
    } finally {
      await admin.destroy();
    }
  };
}
