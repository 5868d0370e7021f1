import { Column, is, SQL, sql, Subquery } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './database';

/**
 * A named prepared statement per database handle, built on first use. PostgreSQL then plans the
 * query once per connection instead of on every call: for the queries every request runs (the
 * session lookup, a call by id) planning costs several times more than executing.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const statement = preparedStatementFor((db) => build(db));
  return (db) => statement(db, undefined);
}

/**
 * preparedStatement for a statement whose text depends on a value the app holds (a LIMIT, a billing gate): one per
 * database handle and key (`keyOf` the value: the value itself by default), each built on first use.
 */
export function preparedStatementFor<A, T>(
  build: (db: Db, arg: A) => T,
  keyOf: (arg: A) => unknown = (arg) => arg,
): (db: Db, arg: A) => T {
  const byDb = new WeakMap<Db, Map<unknown, T>>();
  return (db, arg) => {
    let byKey = byDb.get(db);
    if (!byKey) byDb.set(db, (byKey = new Map()));
    const key = keyOf(arg);
    let statement = byKey.get(key);
    if (!statement) byKey.set(key, (statement = build(db, arg)));
    return statement;
  };
}

// turns SQL into its text and parameters, as every drizzle database does (no casing options are used here)
const dialect = new PgDialect();

/**
 * A statement written in SQL (what drizzle's builders cannot say: CTEs that write) as a named prepared statement, run
 * on the executor's own connection (a transaction's, or any of the pool's): PostgreSQL plans it once per connection.
 * Its values are `sql.placeholder`s, given at each run; anything else in `query` becomes part of the statement.
 */
export function preparedSql<Row>(name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await executor._.session.prepareQuery(compiled, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/**
 * preparedSql for a statement whose text depends on values the app holds (limits written into it, optional parts):
 * one per name (`nameOf` must tell every such text apart), built on first use.
 */
export function preparedSqlFor<Row, A>(nameOf: (arg: A) => string, build: (arg: A) => SQL) {
  const statements = new Map<string, ReturnType<typeof preparedSql<Row>>>();
  return (arg: A) => {
    const name = nameOf(arg);
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = preparedSql<Row>(name, build(arg))));
    return statement;
  };
}

/**
 * A LIMIT written into a statement's text instead of sent as a parameter. PostgreSQL costs `limit $1` in a generic
 * plan as a tenth of the table, so a prepared statement with a parameter limit never switches to its generic plan:
 * it is planned again on every execution, which cost the Jobs page 0.85 ms of PostgreSQL per request at 1M calls.
 * drizzle takes any SQL as a limit (it sends a number as a parameter).
 */
export const literalLimit = (rows: number): number => sql.raw(String(Math.max(0, Math.trunc(rows)))) as never;

// the page sizes (and one row more, which says whether another page exists) of the lists that use preparedPage
const LIMIT_BUCKETS = [26, 51, 101, 201];
/** The LIMIT a page statement is built with to fetch `rows` rows: one of a few, so a query has few statements. */
export const limitBucket = (rows: number) => LIMIT_BUCKETS.find((bucket) => bucket >= rows) ?? rows;

/**
 * A prepared page query per database handle and LIMIT bucket (see literalLimit, limitBucket): `build` gets the
 * limit to write into the text and a suffix that keeps each bucket's statement name unique. The statement may
 * return more rows than asked for (up to its bucket): the caller keeps the first `rows`.
 */
export function preparedPage<T>(build: (db: Db, limit: number, nameSuffix: string) => T) {
  const byLimit = preparedStatementFor((db, limit: number) =>
    withPrecomputedRowMapping(build(db, literalLimit(limit), `_${limit}`)),
  );
  return (db: Db, rows: number): T => byLimit(db, limitBucket(rows));
}

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
// what drizzle keeps on a prepared select (declared private in its types): its selected fields, in column order, each
// with its path in the result row, and for a join whether each table's columns may all be null (a left join's)
type PreparedSelectInternals = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

// as drizzle's mapResultRow picks it: the column itself, or the decoder of an SQL expression (an `sql` field, a
// subquery, an aliased expression)
const withDecoder = (value: unknown) => (value as { decoder: Decoder }).decoder;
const decoderOf = (field: unknown): Decoder =>
  is(field, Column)
    ? field
    : is(field, SQL)
      ? withDecoder(field)
      : is(field, Subquery)
        ? withDecoder((field._ as unknown as { sql: SQL }).sql)
        : withDecoder((field as SQL.Aliased).sql);

/**
 * A prepared select whose rows are mapped by decoders and paths resolved once for the statement. drizzle's own
 * mapping resolves them again for every field of every row: 0.4 ms of the Jobs page's 46 rows, four times the
 * decoding itself. The result is the same (a test compares them). Selects with an outer join keep drizzle's mapping,
 * which turns a joined table's all-null columns into null.
 */
export function withPrecomputedRowMapping<T>(prepared: T): T {
  const p = prepared as PreparedSelectInternals;
  if (!Array.isArray(p.fields) || p.customResultMapper) return prepared;
  if (p.joinsNotNullableMap && Object.values(p.joinsNotNullableMap).some((notNullable) => !notNullable))
    return prepared;
  const paths = p.fields.map(({ path }) => path);
  const decoders = p.fields.map(({ field }) => decoderOf(field));
  p.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < paths.length; i++) {
        const path = paths[i]!;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++)
          node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        const value = row[i];
        node[path[path.length - 1]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return result;
    });
  return prepared;
}
