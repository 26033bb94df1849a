import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type MigratedDatabase } from '../../../test/support/migrated-database.ts';

/** A query of known rows (`CompiledQuery.raw` gives unknown ones). */
const query = <Row>(text: string, parameters: unknown[]) =>
  CompiledQuery.raw(text, parameters) as CompiledQuery<Row>;

describe.each(testDatabases())('readRows on $name', ({ name, open }) => {
  let migrated: MigratedDatabase;
  // Each dialect's placeholders: readRows takes compiled SQL as Kysely writes it.
  const placeholder = (index: number) => (name === 'postgres' ? `$${String(index)}` : '?');
  const notesFrom = (id: number) =>
    query<{ id: number; body: string }>(
      `select id, body from read_rows_notes where id >= ${placeholder(1)} order by id`,
      [id],
    );

  beforeEach(async () => {
    migrated = await open();
    await sql`create table read_rows_notes (id integer primary key, body text)`.execute(
      migrated.database.db,
    );
  });
  afterEach(async () => {
    await migrated.destroy();
  });

  const insert = (id: number, body: string) =>
    sql`insert into read_rows_notes (id, body) values (${id}, ${body})`.execute(
      migrated.database.db,
    );

  it('runs the same SQL again with each call its own values, and sees rows committed since', async () => {
    await insert(1, 'one');
    await insert(2, 'two');
    expect(await migrated.database.readRows(notesFrom(1))).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
    expect(await migrated.database.readRows(notesFrom(2))).toEqual([{ id: 2, body: 'two' }]);
    await insert(3, 'three');
    expect(await migrated.database.readRows(notesFrom(2))).toEqual([
      { id: 2, body: 'two' },
      { id: 3, body: 'three' },
    ]);
  });

  it('answers concurrent reads of different SQL, each with its own rows', async () => {
    await insert(1, 'one');
    await insert(2, 'two');
    const byId = (id: number) =>
      query<{ body: string }>(`select body from read_rows_notes where id = ${placeholder(1)}`, [
        id,
      ]);
    const [all, first, second] = await Promise.all([
      migrated.database.readRows(notesFrom(1)),
      migrated.database.readRows(byId(1)),
      migrated.database.readRows(byId(2)),
    ]);
    expect(all).toHaveLength(2);
    expect(first).toEqual([{ body: 'one' }]);
    expect(second).toEqual([{ body: 'two' }]);
  });
});
