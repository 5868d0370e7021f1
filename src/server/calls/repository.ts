import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CallSource, CallStatus, CallUrgency, LeadCheck } from '@shared/constants';
import { SERVICE_AREA_TIME_ZONE } from '../concierge/engine/service-area';
import type { Db, Executor } from '../db/database';
import type { KeysetPosition } from '../http/cursor';
import { preparedPage, preparedStatement } from '../db/prepared';
import { calls } from '../db/schema';

export type CallRow = typeof calls.$inferSelect;
/** A position in the call log, with the row's log_priority when the log is in priority order. */
export type CallLogPosition = KeysetPosition;

/** What narrows the call log; every field is optional. Dates are calendar days in the service area's time zone. */
export type CallLogFilter = {
  leadCheck?: LeadCheck;
  q?: string;
  status?: CallStatus;
  urgency?: CallUrgency;
  category?: string;
  source?: CallSource;
  from?: string;
  to?: string;
};

const logColumns = {
  id: calls.id,
  createdAt: calls.createdAt,
  customerName: calls.customerName,
  customerPhone: calls.customerPhone,
  serviceAddress: calls.serviceAddress,
  status: calls.status,
  summary: calls.summary,
  serviceType: calls.serviceType,
  urgency: calls.urgency,
  language: calls.language,
  leadCheck: calls.leadCheck,
  source: calls.source,
  assignedTo: calls.assignedTo,
  priority: calls.logPriority,
  // exact keyset for the next page: a JS Date would drop the microseconds and skip or repeat rows
  position: sql<string>`${calls.createdAt}::text`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search: a substring of the lower-cased name, address and summary (calls_search_text_trgm_idx), or, for
 * a phone-like query of 3+ digits, of the callback number's digits (calls_customer_phone_digits_trgm_idx).
 */
function searchCondition(q: string) {
  const text = sql`${calls.searchText} like ${`%${escapeLike(q.toLowerCase())}%`}`;
  // "+1 831 555 0100" finds "(831) 555-0100" too: the country code is dropped (stored E.164 numbers contain the rest)
  const digits = q.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length < 3 || !/^[\d\s()+.-]+$/.test(q)) return text;
  return or(text, sql`${calls.customerPhoneDigits} like ${`%${digits}%`}`);
}

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${SERVICE_AREA_TIME_ZONE}`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${SERVICE_AREA_TIME_ZONE}`;

function filterConditions(f: CallLogFilter) {
  return [
    f.leadCheck ? eq(calls.leadCheck, f.leadCheck) : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.status ? eq(calls.status, f.status) : undefined,
    f.urgency ? eq(calls.urgency, f.urgency) : undefined,
    f.category ? sql`lower(${calls.serviceType}) = ${f.category.toLowerCase()}` : undefined,
    f.source ? eq(calls.source, f.source) : undefined,
    f.from ? gte(calls.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(calls.createdAt, dayAfter(f.to)) : undefined,
  ];
}

/**
 * Keyset-paginated so page 200 costs the same as page 1: newest first on (created_at, id) (calls_created_at_idx),
 * or priority first on (log_priority, created_at, id) (calls_log_priority_idx). Every key descends, so one row
 * comparison finds the next page. `nulls last` matches the indexes (the columns are never null).
 */
export async function listCalls(
  db: Db,
  opts: { after?: CallLogPosition; limit: number; sort: 'newest' | 'priority' } & CallLogFilter,
) {
  const byPriority = opts.sort === 'priority';
  const a = opts.after;
  if (!a && filterConditions(opts).every((c) => c === undefined))
    return (await firstLogPage[opts.sort](db, opts.limit).execute()).slice(0, opts.limit);
  const after = !a
    ? undefined
    : byPriority
      ? sql`(${calls.logPriority}, ${calls.createdAt}, ${calls.id}) < (${a.priority ?? 0}, ${a.createdAt}::timestamptz, ${a.id}::uuid)`
      : sql`(${calls.createdAt}, ${calls.id}) < (${a.createdAt}::timestamptz, ${a.id}::uuid)`;
  return db
    .select(logColumns)
    .from(calls)
    .where(and(after, ...filterConditions(opts)))
    .orderBy(...(byPriority ? priorityFirst : newestFirst))
    .limit(opts.limit);
}

const newestFirst = [sql`${calls.createdAt} desc nulls last`, sql`${calls.id} desc nulls last`];
const priorityFirst = [sql`${calls.logPriority} desc nulls last`, ...newestFirst];
// the log as the console opens it (no search, no filter, the first page): prepared, built and planned once
const preparedFirstPage = (order: SQL[], name: string) =>
  preparedPage((db, limit, suffix) =>
    db
      .select(logColumns)
      .from(calls)
      .orderBy(...order)
      .limit(limit)
      .prepare(`${name}${suffix}`),
  );
const firstLogPage = {
  newest: preparedFirstPage(newestFirst, 'calls_log_first_page_newest'),
  priority: preparedFirstPage(priorityFirst, 'calls_log_first_page_priority'),
};

/** Below this many calls the log's total is counted exactly; above it the planner's estimate is shown as "about N". */
export const EXACT_CALL_COUNT_LIMIT = 1_000;

/**
 * How many calls the log holds (of the filter), at a cost that does not grow with the table: an exact count that
 * stops at EXACT_CALL_COUNT_LIMIT + 1 rows, and above that the planner's estimate (pg_class.reltuples scaled to
 * the table's current size, times the filter's selectivity) — what `EXPLAIN` of the same query says it would return.
 */
export async function countCalls(
  db: Db,
  filter: CallLogFilter = {},
  now = Date.now(),
): Promise<{ total: number; exact: boolean }> {
  const key = JSON.stringify(filter);
  const recent = estimatesOf(db).get(key);
  if (recent && now - recent.at < ESTIMATE_REUSE_MS) return { total: recent.total, exact: false };
  // a builder each: drizzle's builders change in place, and the estimate must not see the cap's limit
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(calls)
      .where(and(...filterConditions(filter)));
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
  const total = Math.max(estimate, n);
  if (total >= REUSABLE_ESTIMATE) {
    const estimates = estimatesOf(db);
    if (estimates.size >= 1_000) estimates.clear();
    estimates.set(key, { total, at: now });
  }
  return { total, exact: false };
}

// "About 1,000,000 calls" a few seconds old reads the same: far above the exact limit (so no page can be due an
// exact count meanwhile) an estimate is reused for a few seconds per filter, saving the capped count and the
// planner's estimate (two round trips) on every page of a large log.
const ESTIMATE_REUSE_MS = 10_000;
const REUSABLE_ESTIMATE = 2 * EXACT_CALL_COUNT_LIMIT;
const estimatesByDb = new WeakMap<Db, Map<string, { total: number; at: number }>>();
function estimatesOf(db: Db) {
  let estimates = estimatesByDb.get(db);
  if (!estimates) estimatesByDb.set(db, (estimates = new Map()));
  return estimates;
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
