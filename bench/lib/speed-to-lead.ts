import { performance } from 'node:perf_hooks';
import { eq, like } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createCall, type CallInput } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import {
  CALL_URGENT_OFFERS_TASK,
  DISPATCH_JOB_TASK,
  DISPATCH_JOB_TO_ALL_TASK,
  DISPATCH_REST_TASK,
  EXPIRE_JOB_TASK,
} from '../../src/server/marketplace/service';
import { DELIVER_NOTIFICATION_TASK } from '../../src/server/notifications/service';
import { JOB_SCHEMAS } from '../../src/server/jobs/schemas';

// what a lead queues
const LEAD_TASKS = [
  DELIVER_NOTIFICATION_TASK,
  DISPATCH_JOB_TASK,
  DISPATCH_JOB_TO_ALL_TASK,
  DISPATCH_REST_TASK,
  EXPIRE_JOB_TASK,
  CALL_URGENT_OFFERS_TASK,
];
// the graphile-worker jobs of those tasks, as a SQL condition
const OF_LEAD_TASKS = `task_identifier = any('{${LEAD_TASKS.join(',')}}')`;

type Queryable = { query: (sql: string) => Promise<{ rows: unknown[] }> };

/**
 * Drops the background work leads queued (their dispatches, deliveries, expiries): a backlog left by one suite (or an
 * earlier run) would keep the worker busy while the next one measures.
 */
export async function clearLeadWork(pool: Queryable) {
  for (const schema of JOB_SCHEMAS)
    await pool.query(`select ${schema}.complete_jobs(array(select id from ${schema}.jobs where ${OF_LEAD_TASKS}))`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * clearLeadWork, then waits (30 s at most) for the lead tasks already running to end and clears what they queued: a
 * dispatch still running writes offers after its lead's rows were deleted.
 */
export async function stopLeadWork(pool: Queryable) {
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(100)) {
    await clearLeadWork(pool);
    const { rows } = await pool.query(
      `select count(*)::int as n from (${JOB_SCHEMAS.map((schema) => `select task_identifier, locked_at from ${schema}.jobs`).join(' union all ')}) jobs
       where locked_at is not null and ${OF_LEAD_TASKS}`,
    );
    if ((rows[0] as { n: number }).n === 0) break;
  }
  await clearLeadWork(pool);
}

/**
 * Speed to lead as a customer lives it: stores a call (the calls trigger makes its job, the worker dispatches it) and
 * polls until the job's first offer is in the outbox. Returns the milliseconds, and the call's and job's ids.
 */
export async function timeToFirstOffer(db: NodePgDatabase<typeof schema>, call: CallInput) {
  const t0 = performance.now();
  const stored = await createCall(db, call);
  const [job] = await db.select({ id: schema.jobs.id }).from(schema.jobs).where(eq(schema.jobs.callId, stored.id));
  for (;;) {
    const [first] = await db
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(like(schema.outbox.dedupeKey, `offer:${job!.id}:%`))
      .limit(1);
    if (first) return { ms: performance.now() - t0, callId: stored.id, jobId: job!.id };
    if (performance.now() - t0 > 30_000) throw new Error('no offer within 30 s');
    await sleep(2);
  }
}

/**
 * Waits (`maxSeconds` at most) until every stored lead is dispatched and no message waits to be sent; returns the
 * seconds it took, or undefined when the time ran out.
 */
export async function secondsUntilLeadWorkDone(pool: Queryable, maxSeconds: number) {
  const t0 = performance.now();
  while (performance.now() - t0 < maxSeconds * 1000) {
    const { rows } = await pool.query(
      `select (select count(*) from jobs where dispatched_at is null)::int
            + (select count(*) from outbox where status = 'queued')::int as left`,
    );
    if ((rows[0] as { left: number }).left === 0) return (performance.now() - t0) / 1000;
    await sleep(250);
  }
  return undefined;
}

/** How many of the stored leads were dispatched, and how many messages were sent, so far. */
export async function leadWorkSoFar(pool: Queryable) {
  const { rows } = await pool.query(
    `select (select count(*) from jobs)::int as jobs, (select count(*) from jobs where dispatched_at is not null)::int as dispatched,
            (select count(*) from outbox where sent_at is not null)::int as sent`,
  );
  const { jobs, dispatched, sent } = rows[0] as { jobs: number; dispatched: number; sent: number };
  return `${dispatched} of ${jobs} jobs dispatched, ${sent} texts and emails sent`;
}
