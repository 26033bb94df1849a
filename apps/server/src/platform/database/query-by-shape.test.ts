import {
  type DatabaseIntrospector,
  type DialectAdapter,
  type QueryCompiler,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryByShape } from './query-by-shape.ts';

interface Tables {
  photos: { id: string; owner_id: string; month_bucket: number; taken: string };
}

// Compile-only databases: the SQL each dialect writes, no server.
const compileOnly = (dialect: {
  adapter: () => DialectAdapter;
  introspector: (db: Kysely<Tables>) => DatabaseIntrospector;
  compiler: () => QueryCompiler;
}) =>
  new Kysely<Tables>({
    dialect: {
      createAdapter: dialect.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: dialect.introspector,
      createQueryCompiler: dialect.compiler,
    },
  });
const sqlite = compileOnly({
  adapter: () => new SqliteAdapter(),
  introspector: (db) => new SqliteIntrospector(db),
  compiler: () => new SqliteQueryCompiler(),
});
const postgres = compileOnly({
  adapter: () => new PostgresAdapter(),
  introspector: (db) => new PostgresIntrospector(db),
  compiler: () => new PostgresQueryCompiler(),
});

interface Shape {
  after: boolean;
}

function pageQuery() {
  const builds: Shape[] = [];
  const query = queryByShape({
    key: (shape: Shape) => (shape.after ? 'after' : 'first'),
    build: (
      db: Kysely<Tables>,
      shape: Shape,
      values: { owner: string; month: number; taken: string; limit: number },
    ) => {
      builds.push(shape);
      let select = db
        .selectFrom('photos')
        .select('id')
        .where('owner_id', '=', values.owner)
        .where('month_bucket', '=', values.month);
      if (shape.after) {
        // The same value twice, and a constant of the query.
        select = select.where((eb) =>
          eb.or([eb('taken', '<', values.taken), eb('taken', '=', values.taken)]),
        );
      }
      return select.where(sql<boolean>`${'kept'} = ${'kept'}`).limit(values.limit);
    },
  });
  return { query, builds };
}

describe('queryByShape', () => {
  it('binds each call its own values, where the built query had them', () => {
    const { query } = pageQuery();
    const first = query(sqlite, { after: true }, { owner: 'a', month: 1, taken: 't1', limit: 5 });
    const second = query(sqlite, { after: true }, { owner: 'b', month: 2, taken: 't2', limit: 25 });
    expect(first.sql).toBe(second.sql);
    expect(first.parameters).toEqual(['a', 1, 't1', 't1', 'kept', 'kept', 5]);
    expect(second.parameters).toEqual(['b', 2, 't2', 't2', 'kept', 'kept', 25]);
  });

  it('runs the builder once per shape and database', () => {
    const { query, builds } = pageQuery();
    const values = { owner: 'a', month: 1, taken: 't', limit: 5 };
    query(sqlite, { after: false }, values);
    query(sqlite, { after: false }, { ...values, owner: 'b' });
    query(sqlite, { after: true }, values);
    query(sqlite, { after: true }, values);
    expect(builds).toEqual([{ after: false }, { after: true }]);

    const onPostgres = query(postgres, { after: false }, values);
    expect(builds).toHaveLength(3);
    expect(onPostgres.sql).toContain('$1');
    expect(query(sqlite, { after: false }, values).sql).not.toContain('$1');
  });

  it('gives the SQL and values Kysely gives for the same query built directly', () => {
    const { query } = pageQuery();
    query(postgres, { after: true }, { owner: 'x', month: 9, taken: 'y', limit: 1 });
    const values = { owner: 'o', month: 202611, taken: '2026-11-28', limit: 25 };
    const direct = postgres
      .selectFrom('photos')
      .select('id')
      .where('owner_id', '=', values.owner)
      .where('month_bucket', '=', values.month)
      .where((eb) => eb.or([eb('taken', '<', values.taken), eb('taken', '=', values.taken)]))
      .where(sql<boolean>`${'kept'} = ${'kept'}`)
      .limit(values.limit)
      .compile();
    const cached = query(postgres, { after: true }, values);
    expect(cached.sql).toBe(direct.sql);
    expect(cached.parameters).toEqual(direct.parameters);
  });
});
