import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';

/** A query of known rows (`CompiledQuery.raw` gives unknown ones). */
const query = <Row>(text: string, parameters: unknown[]) =>
  CompiledQuery.raw(text, parameters) as CompiledQuery<Row>;

describe('readRows on SQLite (the reader thread)', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sqlite-reader-'));
    database = createDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text, done integer)`.execute(
      database.db,
    );
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const insert = (id: number, body: string) =>
    sql`insert into notes (id, body, done) values (${id}, ${body}, ${false})`.execute(database.db);
  const notes = query<{ id: number; body: string; done: number }>(
    'select id, body, done from notes where id >= ? order by id',
    [1],
  );

  it('reads what the server connection committed just before, with its values bound', async () => {
    await insert(1, 'first');
    await insert(2, 'second');
    expect(await database.readRows(notes)).toEqual([
      { id: 1, body: 'first', done: 0 },
      { id: 2, body: 'second', done: 0 },
    ]);
    await insert(3, 'third');
    const later = query<{ id: number }>('select id from notes where id >= ?', [3]);
    expect(await database.readRows(later)).toEqual([{ id: 3 }]);
  });

  it('answers many reads at once, each with its own rows', async () => {
    for (let id = 1; id <= 20; id += 1) {
      await insert(id, `note ${String(id)}`);
    }
    const one = (id: number) =>
      database.readRows(query<{ body: string }>('select body from notes where id = ?', [id]));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => one(index + 1)));
    expect(answers.map((rows) => rows[0]?.body)).toEqual(
      Array.from({ length: 20 }, (_, index) => `note ${String(index + 1)}`),
    );
  });

  it("cannot write, and a failed read rejects with SQLite's error without ending the thread", async () => {
    await expect(
      database.readRows(CompiledQuery.raw("insert into notes (id, body) values (9, 'x')", [])),
    ).rejects.toThrow(/readonly/i);
    await expect(
      database.readRows(CompiledQuery.raw('select nope from notes', [])),
    ).rejects.toThrow(/no such column/);
    await insert(1, 'still here');
    expect(await database.readRows(notes)).toEqual([{ id: 1, body: 'still here', done: 0 }]);
  });

  it('opens ahead of the first read, and refuses reads once the database is closed', async () => {
    await database.openReads();
    await insert(1, 'ready');
    expect(await database.readRows(notes)).toHaveLength(1);
    await database.destroy();
    await expect(database.readRows(notes)).rejects.toThrow(/closed/);
  });
});
