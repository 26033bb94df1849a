import type { CompiledQuery, Compilable, Kysely } from 'kysely';

/** The values a query binds, by name: each a string or a number. */
export type QueryValues = Record<string, string | number>;

type Source<V> = { value: keyof V } | { constant: unknown };

/**
 * A query built with Kysely once per shape and database, then run with each call's values.
 *
 * For the hottest reads (a month page reads 25 rows through an index), building and compiling
 * the query cost more than a fifth of its time (~10 of ~55 µs warm, more in a fresh process,
 * where every call of the builder's many small functions still runs unoptimised).
 *
 * `build` must choose its SQL from `shape` alone (and `key` tell its shapes apart); everything
 * else it takes from `values`. It runs once per shape with stand-ins for the values (a distinct
 * string or number each), which tells which parameter of the compiled SQL is which value. A
 * parameter that is no stand-in is a constant of the query and kept.
 */
export function queryByShape<DB, Shape, V extends QueryValues, Row>(query: {
  /** Names the shape: equal for shapes `build` writes the same SQL for. */
  key: (shape: Shape) => string;
  build: (db: Kysely<DB>, shape: Shape, values: V) => Compilable<Row>;
}): (db: Kysely<DB>, shape: Shape, values: V) => CompiledQuery<Row> {
  const { key, build } = query;
  // Per database: SQLite and PostgreSQL write the same query differently.
  const compiledByDatabase = new WeakMap<
    Kysely<DB>,
    Map<string, { template: CompiledQuery<Row>; sources: Source<V>[] }>
  >();
  return (db, shape, values) => {
    let compiled = compiledByDatabase.get(db);
    if (!compiled) {
      compiled = new Map();
      compiledByDatabase.set(db, compiled);
    }
    const name = key(shape);
    let entry = compiled.get(name);
    if (!entry) {
      const standIns = standInsFor(values);
      const template = build(db, shape, standIns).compile();
      const sources = template.parameters.map((parameter): Source<V> => {
        const value = Object.keys(standIns).find((valueName) => standIns[valueName] === parameter);
        return value === undefined ? { constant: parameter } : { value };
      });
      entry = { template, sources };
      compiled.set(name, entry);
    }
    const parameters = entry.sources.map((source) =>
      'value' in source ? values[source.value] : source.constant,
    );
    return { ...entry.template, parameters };
  };
}

/** A value no caller passes, of the same type, for each of `values`. */
function standInsFor<V extends QueryValues>(values: V): V {
  const standIns: QueryValues = {};
  Object.keys(values).forEach((key, index) => {
    standIns[key] =
      typeof values[key] === 'number'
        ? Number.MIN_SAFE_INTEGER + index
        : `\u0000stand-in for ${key}\u0000`;
  });
  // Same keys, and each value of its type: what `build` may do with a `V` it may do with these.
  return standIns as V;
}
