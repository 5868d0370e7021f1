import type { Db } from './database';

/**
 * A named prepared statement per database handle, built on first use. PostgreSQL then plans the
 * query once per connection instead of on every call: for the queries every request runs (the
 * session lookup, a call by id) planning costs several times more than executing.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
