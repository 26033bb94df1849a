import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A condition: the text column contains `text`, exactly and case-sensitively (`LIKE` would be
 * case-insensitive on SQLite and would read `_` and `%` in ids as wildcards). Used where an id
 * sits inside JSON or a key, e.g. to find every row that still names a customer being deleted.
 */
export function containsText<DB>(
  db: Kysely<DB>,
  column: string,
  text: string,
): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<SqlBool>`strpos(${ref}, ${text}) > 0`;
  }
  return sql<SqlBool>`instr(${ref}, ${text}) > 0`;
}

/** How `text` is spelled inside JSON (quotes and backslashes escaped), to find it in JSON text. */
export function asJsonText(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
