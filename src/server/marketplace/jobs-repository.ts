import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { JOB_LIFETIME_HOURS } from '@shared/constants';
import type { Db, Executor } from '../db/database';
import { limitBucket, literalLimit, preparedStatementFor, withPrecomputedRowMapping } from '../db/prepared';
import { calls, claimTokens, jobReleases, jobs, providers } from '../db/schema';
import type { KeysetPosition } from '../http/cursor';
import { dispatchPriority, JOB_KEY_PREFIX, JOB_PRIORITY, jobKeys } from '../jobs/keys';
import { JOB_SCHEMA } from '../jobs/schemas';
import { eligibleTradesOf, providerEligibleFor, providerSpeaks, type BillingGate } from '../providers/repository';

// a job's dispatch steps are `first` tasks: they are queued in the first lane's own graphile-worker schema
const DISPATCH_QUEUE = sql.identifier(JOB_SCHEMA.first);

/**
 * During a Spanish-speaking caller's head start (jobs.head_start_until) only teams that speak Spanish see and may
 * claim the job; afterwards, and for every other job, anyone eligible.
 */
const headStartAdmits = (providerId: string | SQL) =>
  sql`(${jobs.headStartUntil} is null or ${jobs.headStartUntil} <= now() or ${providerSpeaks(providerId, 'es')})`;

/** A provider that gave the job back is never offered it again. */
const notReleasedBy = (providerId: string | SQL, jobId: string | SQL = sql`${jobs.id}`) =>
  sql`not exists (select 1 from ${jobReleases} where ${jobReleases.jobId} = ${jobId} and ${jobReleases.providerId} = ${providerId})`;

/** For a query over providers: those that never gave this job back (a dispatch's recipients). */
export const providerNotReleasing = (jobId: string) => notReleasedBy(sql`${providers.id}`, jobId);

/**
 * Who may see and claim a job now: eligible for its category, past its head start unless speaking Spanish, and not
 * a provider that released it.
 */
const jobOpenTo = (providerId: string | SQL, gate: BillingGate) =>
  and(
    providerEligibleFor(providerId, sql`${jobs.serviceType}`, gate),
    headStartAdmits(providerId),
    notReleasedBy(providerId),
  );

/**
 * The open job and its call, locked so two dispatch runs of the same job do not interleave; `pastEnd` when its time
 * is up (by the database's clock).
 */
export async function lockOpenJobWithCall(tx: Executor, jobId: string) {
  const [row] = await tx
    .select({ job: jobs, call: calls, pastEnd: sql<boolean>`${jobs.expiresAt} <= now()` })
    .from(jobs)
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')))
    .for('update', { of: jobs });
  return row;
}

/** The job locked until the end of the caller's transaction, whatever its status. */
export async function lockJob(tx: Executor, jobId: string) {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

export async function markJobDispatched(tx: Executor, jobId: string, offeredProviderCount: number) {
  await tx
    .update(jobs)
    .set({ dispatchedAt: sql`now()`, offeredProviderCount, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
}

/**
 * Starts a Spanish-speaking caller's head start: until the returned moment only Spanish-speaking teams see the job.
 * Started once per offer round (reopening clears it).
 */
export async function startHeadStart(tx: Executor, jobId: string, seconds: number) {
  const [row] = await tx
    .update(jobs)
    .set({ headStartUntil: sql`now() + make_interval(secs => ${seconds})`, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId))
    .returning({ headStartUntil: jobs.headStartUntil });
  return row?.headStartUntil ?? null;
}

/**
 * What a dispatch's first batch queues, in one statement of the caller's transaction (the first batch's):
 * - the job's expiry for the moment it ends, replacing any earlier one;
 * - `toAll`: the second dispatch step, offering the job to everyone once the head start ends. Keyed per job (queueing
 *   again replaces the waiting one); the payload names the round, so a step left from an earlier round does nothing;
 * - `rest`: the batches after the first, on the main lane, so the `first` worker is free for the next lead meanwhile.
 *   Keyed per job; the payload names the step and the round.
 */
export async function queueAfterFirstBatch(
  tx: Executor,
  job: { id: string; urgency: string; offerRound: number; expiresAt: Date },
  tasks: {
    expire: string;
    toAll?: { task: string; runAt: Date };
    rest?: { task: string; step: 'first' | 'all' };
  },
) {
  const queued = [
    sql`graphile_worker.add_job(${tasks.expire}, json_build_object('jobId', ${job.id}::uuid), run_at := ${job.expiresAt.toISOString()}::timestamptz, job_key := ${jobKeys.expire(job.id)})`,
  ];
  if (tasks.toAll)
    queued.push(
      sql`${DISPATCH_QUEUE}.add_job(${tasks.toAll.task}, json_build_object('jobId', ${job.id}::uuid, 'round', ${job.offerRound}::int), run_at := ${tasks.toAll.runAt.toISOString()}::timestamptz, job_key := ${jobKeys.dispatchToAll(job.id)}, priority := ${dispatchPriority(job.urgency)}::int)`,
    );
  if (tasks.rest)
    queued.push(
      sql`graphile_worker.add_job(${tasks.rest.task}, json_build_object('jobId', ${job.id}::uuid, 'round', ${job.offerRound}::int, 'step', ${tasks.rest.step}::text), job_key := ${jobKeys.dispatchRest(job.id)}, priority := ${dispatchPriority(job.urgency)}::int)`,
    );
  await tx.execute(sql`select ${sql.join(queued, sql`, `)}`);
}

/** An open job past its end becomes expired; a claimed or cancelled one is left alone. */
export async function expireOpenJob(tx: Executor, jobId: string) {
  const [row] = await tx
    .update(jobs)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), sql`${jobs.expiresAt} <= now()`))
    .returning({ id: jobs.id });
  return Boolean(row);
}

/**
 * Locks the job a claim link belongs to. Dispatch locks the job before it touches the job's links, so a link
 * claim must take the same order (job, then link): otherwise a claim racing a re-dispatch deadlocks.
 */
export async function lockJobOfClaimToken(tx: Executor, tokenHash: string) {
  await tx.execute(
    sql`select ${jobs.id} from ${jobs} join ${claimTokens} on ${claimTokens.jobId} = ${jobs.id} where ${claimTokens.tokenHash} = ${tokenHash} for update of ${jobs}`,
  );
}

/**
 * First to claim wins: one statement that only succeeds on an open, unexpired job and for a provider eligible
 * right now, so concurrent claims (or a pause landing at the same moment) can never yield two winners.
 */
export async function claimOpenJob(
  tx: Executor,
  claim: { jobId: string; providerId: string; memberId: string | null },
  gate: BillingGate,
) {
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'claimed',
      workStatus: 'claimed',
      claimedByProviderId: claim.providerId,
      claimedByMemberId: claim.memberId,
      claimedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.id, claim.jobId),
        eq(jobs.status, 'open'),
        gt(jobs.expiresAt, sql`now()`),
        jobOpenTo(claim.providerId, gate),
      ),
    )
    .returning();
  return row;
}

/**
 * The job, its call and the business that claimed it (if any); with `lock`, the job locked until the end of the
 * caller's transaction: one change at a time.
 */
export async function findJobWithClaimer(tx: Executor, jobId: string, opts: { lock?: boolean } = {}) {
  const query = tx
    .select({ job: jobs, call: calls, claimerBusinessName: providers.businessName })
    .from(jobs)
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .leftJoin(providers, eq(providers.id, jobs.claimedByProviderId))
    .where(eq(jobs.id, jobId));
  const [row] = await (opts.lock ? query.for('update', { of: jobs }) : query);
  return row;
}

// The open jobs the provider could claim right now: the same test as claimOpenJob (jobOpenTo), so the list never
// offers a job the claim refuses, with the provider's trades read once rather than once per open job of the county.
const availableTo = (providerId: string | SQL, gate: BillingGate) =>
  and(
    sql`${jobs.status} = 'open'`, // a constant in the text: the generic plan then walks jobs_open_created_at_idx
    gt(jobs.expiresAt, sql`now()`),
    sql`${jobs.serviceType} = any(${eligibleTradesOf(providerId, gate)})`,
    headStartAdmits(providerId),
    notReleasedBy(providerId),
  );

/**
 * Whether the provider may see the job at all, whatever its status: eligible for its category and, during a
 * Spanish-speaking caller's head start, speaking Spanish. Anyone else is told the job does not exist.
 */
export async function isJobOpenTo(tx: Executor, jobId: string, providerId: string, gate: BillingGate) {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), jobOpenTo(providerId, gate)));
  return Boolean(row);
}

// What the provider's job list reads (jobListView): not the transcript (the one part of a call that grows with its
// length; the job's own page shows it) nor the other columns, which the list would only map and drop.
const jobListJobColumns = {
  id: jobs.id,
  status: jobs.status,
  serviceType: jobs.serviceType,
  urgency: jobs.urgency,
  createdAt: jobs.createdAt,
  claimedAt: jobs.claimedAt,
  claimedByProviderId: jobs.claimedByProviderId,
  workStatus: jobs.workStatus,
  confirmedWindow: jobs.confirmedWindow,
  confirmedAt: jobs.confirmedAt,
  arrivedAt: jobs.arrivedAt,
  completedAt: jobs.completedAt,
};
const jobListCallColumns = {
  serviceType: calls.serviceType,
  summary: calls.summary,
  customerName: calls.customerName,
  customerPhone: calls.customerPhone,
  serviceAddress: calls.serviceAddress,
  preferredTime1: calls.preferredTime1,
  preferredTime2: calls.preferredTime2,
};
/** A job and its call as the provider's job list reads them. */
export type JobListJob = Pick<typeof jobs.$inferSelect, keyof typeof jobListJobColumns>;
export type JobListCall = Pick<typeof calls.$inferSelect, keyof typeof jobListCallColumns>;

// PostgreSQL prints every created_at of a session in one offset, with the fraction's trailing zeros dropped: such
// texts sort as their instants do ('+' and '.' sort before the digits)
const newestFirst = (a: { position: string; job: { id: string } }, b: typeof a) =>
  a.position === b.position ? (a.job.id < b.job.id ? 1 : -1) : a.position < b.position ? 1 : -1;

/**
 * Open jobs the provider could claim now, and the jobs it claimed, newest first: up to `limit` of them, after
 * `after` when given. Two index walks (its claimed jobs by jobs_claimed_by_provider_id_created_at_idx, the open ones
 * by jobs_open_created_at_idx) merged here: one query with `claimed by me OR open to me` reads every job of the
 * table. Every provider's page runs them on each job change, so they are prepared (built and planned once per
 * connection).
 */
export async function findProviderJobs(
  db: Db,
  providerId: string,
  gate: BillingGate,
  page: { limit: number; after?: KeysetPosition },
) {
  const { after, limit } = page;
  const lists = providerJobLists(db, { gate, limit: limitBucket(limit) });
  const [claimed, available] = await Promise.all(
    after
      ? [
          lists.claimedAfter.execute({ providerId, afterCreatedAt: after.createdAt, afterId: after.id }),
          lists.availableAfter.execute({ providerId, afterCreatedAt: after.createdAt, afterId: after.id }),
        ]
      : [lists.claimed.execute({ providerId }), lists.available.execute({ providerId })],
  );
  const seen = new Set<string>();
  return [...claimed, ...available]
    .filter((row) => !seen.has(row.job.id) && seen.add(row.job.id))
    .sort(newestFirst)
    .slice(0, limit);
}

// one set of statements per billing gate (an app has one; the gate's values are part of the statement's text) and
// LIMIT bucket (written into the text: see literalLimit)
const providerJobLists = preparedStatementFor(
  (db, { gate, limit }: { gate: BillingGate; limit: number }) =>
    prepareProviderJobLists(db, gate, literalLimit(limit), listsName(gate, limit)),
  ({ gate, limit }) => listsName(gate, limit),
);
const listsName = (gate: BillingGate, limit: number) =>
  `${gate.subscriptionRequired ? 'paying' : 'all'}_${gate.graceDays}_${limit}`;

function prepareProviderJobLists(db: Db, gate: BillingGate, limit: number, name: string) {
  const providerId = sql`${sql.placeholder('providerId')}`;
  const before = sql`(${jobs.createdAt}, ${jobs.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
  const newest = (where: SQL | undefined, statement: string) =>
    withPrecomputedRowMapping(
      db
        .select({ job: jobListJobColumns, call: jobListCallColumns, position: sql<string>`${jobs.createdAt}::text` })
        .from(jobs)
        .innerJoin(calls, eq(calls.id, jobs.callId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit)
        .prepare(statement),
    );
  // the open jobs chosen first, on the jobs table alone, and only those joined to their calls (joining first would
  // read the call of every open job in the county, other trades' included), from the rows that chose them (an `id in`
  // of them would read each job again by its key)
  const newestOpen = (where: SQL | undefined, statement: string) => {
    const open = db
      .select({ ...jobListJobColumns, callId: jobs.callId })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit)
      .as('open_jobs');
    const { callId: _callId, ...job } = open._.selectedFields;
    return withPrecomputedRowMapping(
      db
        .select({ job, call: jobListCallColumns, position: sql<string>`${open.createdAt}::text` })
        .from(open)
        .innerJoin(calls, eq(calls.id, open.callId))
        .orderBy(desc(open.createdAt), desc(open.id))
        .prepare(statement),
    );
  };
  const claimedBy = eq(jobs.claimedByProviderId, providerId);
  return {
    claimed: newest(claimedBy, `provider_jobs_claimed_${name}`),
    available: newestOpen(availableTo(providerId, gate), `provider_jobs_available_${name}`),
    claimedAfter: newest(and(claimedBy, before), `provider_jobs_claimed_after_${name}`),
    availableAfter: newestOpen(and(availableTo(providerId, gate), before), `provider_jobs_available_after_${name}`),
  };
}

export async function countAvailableJobs(tx: Executor, providerId: string, gate: BillingGate) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(availableTo(providerId, gate));
  return row?.n ?? 0;
}

/**
 * The provider's claimed jobs, counted: all of them, those whose call is resolved, and the mean minutes from the
 * moment the job was offered to this provider (its first claim link; the dispatch, or the job's creation, when
 * it was claimed on the portal without one) to the claim.
 */
export async function claimTotals(tx: Executor, providerId: string) {
  const offeredAt = sql`coalesce(
    (select min(${claimTokens.createdAt}) from ${claimTokens} where ${claimTokens.jobId} = ${jobs.id} and ${claimTokens.providerId} = ${providerId}),
    ${jobs.dispatchedAt},
    ${jobs.createdAt}
  )`;
  const [row] = await tx
    .select({
      claimed: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${calls.status} = 'resolved'))::int`,
      avgResponseSeconds: sql<
        number | null
      >`avg(greatest(0, extract(epoch from ${jobs.claimedAt} - ${offeredAt})))::float8`,
    })
    .from(jobs)
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .where(and(eq(jobs.claimedByProviderId, providerId), isNotNull(jobs.claimedAt)));
  return {
    claimed: row?.claimed ?? 0,
    completed: row?.completed ?? 0,
    avgResponseSeconds: row?.avgResponseSeconds ?? null,
  };
}

/** The provider's latest claims, newest first (jobs_claimed_by_provider_id_idx). */
export async function findRecentClaims(tx: Executor, providerId: string, limit: number) {
  return tx
    .select({ job: jobs, call: calls })
    .from(jobs)
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .where(and(eq(jobs.claimedByProviderId, providerId), isNotNull(jobs.claimedAt)))
    .orderBy(desc(jobs.claimedAt), desc(jobs.id))
    .limit(limit);
}

/** A page of the provider's claims, latest first, keyset on (claimed_at, id) (jobs_claimed_by_provider_id_idx). */
export function findClaimsPage(
  tx: Executor,
  providerId: string,
  opts: { after?: { createdAt: string; id: string }; limit: number },
) {
  return tx
    .select({
      job: jobs,
      callStatus: calls.status,
      serviceAddress: calls.serviceAddress,
      position: sql<string>`${jobs.claimedAt}::text`,
    })
    .from(jobs)
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .where(
      and(
        eq(jobs.claimedByProviderId, providerId),
        isNotNull(jobs.claimedAt),
        opts.after
          ? sql`(${jobs.claimedAt}, ${jobs.id}) < (${opts.after.createdAt}::timestamptz, ${opts.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(jobs.claimedAt), desc(jobs.id))
    .limit(opts.limit);
}

export async function findJobOfCall(tx: Executor, callId: string) {
  const [row] = await tx
    .select({ job: jobs, claimerBusinessName: providers.businessName })
    .from(jobs)
    .leftJoin(providers, eq(providers.id, jobs.claimedByProviderId))
    .where(eq(jobs.callId, callId));
  return row;
}

/** The call's job, locked until the end of the caller's transaction: admin actions on one job run one at a time. */
export async function lockJobOfCall(tx: Executor, callId: string) {
  const [row] = await tx.select().from(jobs).where(eq(jobs.callId, callId)).for('update');
  return row;
}

/**
 * What a job's next offer round sets: open again for a fresh lifetime, not dispatched yet, and a new head start (if
 * the caller speaks Spanish) when it is. Reopening and releasing a job both start one.
 */
export const newOfferRound = () => ({
  status: 'open' as const,
  expiresAt: sql`now() + make_interval(hours => ${JOB_LIFETIME_HOURS})`,
  offerRound: sql`${jobs.offerRound} + 1`,
  dispatchedAt: null,
  offeredProviderCount: null,
  headStartUntil: null,
  updatedAt: sql`now()`,
});

/**
 * Makes an expired or cancelled job (or an open one past its end) open again for a fresh lifetime, as a new
 * offer round: the dispatch that follows issues new claim links and sends new offers.
 */
export async function reopenJob(tx: Executor, jobId: string) {
  const [row] = await tx
    .update(jobs)
    .set(newOfferRound())
    .where(
      and(
        eq(jobs.id, jobId),
        or(
          inArray(jobs.status, ['expired', 'cancelled']),
          and(eq(jobs.status, 'open'), lte(jobs.expiresAt, sql`now()`)),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * Open jobs never dispatched (their call was stored before the job queue existed, e.g. the seed of a fresh
 * database): each gets its dispatch queued under the same key the calls trigger uses, so a dispatch already
 * waiting is kept as it is and several instances sweeping at once queue one. Returns how many were queued.
 */
export async function queueUndispatchedJobs(tx: Executor, task: string) {
  const result = await tx.execute<{ queued: number }>(sql`
    select count(${DISPATCH_QUEUE}.add_job(
      ${task},
      json_build_object('jobId', ${jobs.id}),
      job_key := ${JOB_KEY_PREFIX.dispatch}::text || ${jobs.id},
      job_key_mode := 'preserve_run_at',
      priority := case when ${jobs.urgency} = 'urgent' then ${JOB_PRIORITY.urgentDispatch}::int else ${JOB_PRIORITY.dispatch}::int end
    ))::int as queued
    from ${jobs}
    where ${jobs.status} = 'open' and ${jobs.dispatchedAt} is null and ${jobs.expiresAt} > now()`);
  return result.rows[0]?.queued ?? 0;
}

/** Open jobs that were never dispatched and whose time is already up: offering them now would send dead links. */
export async function expireUndispatchedJobs(tx: Executor) {
  const rows = await tx
    .update(jobs)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'open'), isNull(jobs.dispatchedAt), lte(jobs.expiresAt, sql`now()`)))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function cancelOpenJob(tx: Executor, jobId: string) {
  const [row] = await tx
    .update(jobs)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')))
    .returning({ id: jobs.id });
  return Boolean(row);
}

/** Same key and priorities as the calls trigger (see jobs/keys.ts): dispatch before delivery. */
export async function queueDispatch(tx: Executor, job: { id: string; urgency: string }, task: string) {
  await tx.execute(
    sql`select ${DISPATCH_QUEUE}.add_job(${task}, json_build_object('jobId', ${job.id}::uuid), job_key := ${jobKeys.dispatch(job.id)}, priority := ${dispatchPriority(job.urgency)}::int)`,
  );
}
