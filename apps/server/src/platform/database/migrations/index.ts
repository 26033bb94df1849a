import type { Migration } from 'kysely/migration';

/**
 * Every migration, in order. Names sort by their numeric prefix; a migration is never edited
 * once it has landed: add a new one instead. Each must run on SQLite and on PostgreSQL.
 */
export const migrations: Record<string, Migration> = {};
