import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LeadCheck } from '@shared/constants';
import type { Db, Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { calls } from '../db/schema';

export type CallRow = typeof calls.$inferSelect;
/** A position in the call log: created_at as PostgreSQL prints it (microseconds kept) and the id. */
export type CallLogPosition = { createdAt: string; id: string };

const logColumns = {
  id: calls.id,
  createdAt: calls.createdAt,
  customerName: calls.customerName,
  status: calls.status,
  summary: calls.summary,
  serviceType: calls.serviceType,
  urgency: calls.urgency,
  language: calls.language,
  leadCheck: calls.leadCheck,
  // exact keyset for the next page: a JS Date would drop the microseconds and skip or repeat rows
  position: sql<string>`${calls.createdAt}::text`,
};

/** Newest first, keyset-paginated on (created_at, id) so page 200 costs the same as page 1 (index calls_created_at_idx). */
export function listCalls(db: Db, opts: { after?: CallLogPosition; limit: number; leadCheck?: LeadCheck }) {
  const after = opts.after
    ? sql`(${calls.createdAt}, ${calls.id}) < (${opts.after.createdAt}::timestamptz, ${opts.after.id}::uuid)`
    : undefined;
  return db
    .select(logColumns)
    .from(calls)
    .where(and(after, opts.leadCheck ? eq(calls.leadCheck, opts.leadCheck) : undefined))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(opts.limit);
}

/** Below this many calls the log's total is counted exactly; above it the planner's estimate is shown as "about N". */
export const EXACT_CALL_COUNT_LIMIT = 1_000;

/**
 * How many calls the log holds (of the filter), at a cost that does not grow with the table: an exact count that
 * stops at EXACT_CALL_COUNT_LIMIT + 1 rows, and above that the planner's estimate (pg_class.reltuples scaled to
 * the table's current size, times the filter's selectivity) — what `EXPLAIN` of the same query says it would return.
 */
export async function countCalls(db: Db, leadCheck?: LeadCheck): Promise<{ total: number; exact: boolean }> {
  // a builder each: drizzle's builders change in place, and the estimate must not see the cap's limit
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(calls)
      .where(leadCheck ? eq(calls.leadCheck, leadCheck) : undefined);
  const capped = matching()
    .limit(EXACT_CALL_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  if (n <= EXACT_CALL_COUNT_LIMIT) return { total: n, exact: true };
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${matching()}`,
  );
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? n);
  // the estimate may lag behind the capped count it follows: never show fewer calls than were counted
  return { total: Math.max(estimate, n), exact: false };
}

const callById = preparedStatement((db) =>
  db
    .select()
    .from(calls)
    .where(eq(calls.id, sql.placeholder('id')))
    .limit(1)
    .prepare('calls_find_by_id'),
);

export async function findCall(db: Db, id: string) {
  const [row] = await callById(db).execute({ id });
  return row;
}

export async function updateCall(
  db: Executor,
  id: string,
  changes: { status?: CallRow['status']; assignedTo?: string | null },
) {
  const [row] = await db
    .update(calls)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(calls.id, id))
    .returning();
  return row;
}

/** The phone line's recording of a call's voice message; false when no call has that channel id yet. */
export async function setRecordingUrl(db: Executor, externalId: string, recordingUrl: string) {
  const rows = await db
    .update(calls)
    .set({ recordingUrl, updatedAt: sql`now()` })
    .where(eq(calls.externalId, externalId))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/**
 * Releases an unverified lead to the marketplace (the jobs trigger then creates and dispatches its job); undefined
 * when the call is not an unreleased unverified lead.
 */
export async function releaseUnverifiedCall(db: Executor, id: string) {
  const [row] = await db
    .update(calls)
    .set({ releasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(calls.id, id), eq(calls.leadCheck, 'unverified'), sql`${calls.releasedAt} is null`))
    .returning();
  return row;
}
/** Calls whose callback number has one of these digit strings (any formatting); the service confirms each match. */
export function findCallsByPhoneDigits(db: Executor, phoneDigits: string[]) {
  return db
    .select()
    .from(calls)
    .where(inArray(sql`regexp_replace(coalesce(${calls.customerPhone}, ''), '[^0-9]', '', 'g')`, phoneDigits))
    .orderBy(calls.createdAt);
}

/**
 * Removes what identifies the caller from these calls. The rows stay (with their jobs, claims and the providers'
 * counters), marked as erased; the channel's call id stays so a retried webhook does not store the call again.
 */
export async function anonymiseCalls(db: Executor, ids: string[]) {
  if (!ids.length) return 0;
  const updated = await db
    .update(calls)
    .set({
      customerName: null,
      customerPhone: null,
      callerId: null,
      recordingUrl: null,
      serviceAddress: null,
      summary: ERASED_SUMMARY,
      transcript: null,
      preferredTime1: null,
      preferredTime2: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(calls.id, ids));
  return updated.rowCount ?? 0;
}

export const ERASED_SUMMARY = "Erased at the customer's request.";
