import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * The rows of `table` matching `where`, at most `upTo` of them, as a subquery to count: for a limit checked against a
 * count (a budget, a rate), past which the exact number changes nothing. It reads at most `upTo` index entries,
 * where a plain count of a hammered key (or a busy hour) would read its whole history.
 */
export const firstRows = (db: Executor, table: PgTable, where: SQL | undefined, upTo: number) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(upTo)
    .as('first_rows');
