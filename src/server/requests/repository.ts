import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { calls, jobs, providers, requestStatusTokens } from '../db/schema';

export async function insertStatusToken(db: Executor, callId: string, tokenHash: string) {
  await db.insert(requestStatusTokens).values({ tokenHash, callId });
}

export async function deleteStatusTokensOfCalls(db: Executor, callIds: string[]) {
  if (!callIds.length) return;
  await db.delete(requestStatusTokens).where(inArray(requestStatusTokens.callId, callIds));
}

/** The call a status link is for, with its job and the business that took it (if any). */
export async function findRequestByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ call: calls, job: jobs, businessName: providers.businessName })
    .from(requestStatusTokens)
    .innerJoin(calls, eq(calls.id, requestStatusTokens.callId))
    .leftJoin(jobs, eq(jobs.callId, calls.id))
    .leftJoin(providers, eq(providers.id, jobs.claimedByProviderId))
    .where(eq(requestStatusTokens.tokenHash, tokenHash));
  return row;
}

/** The call of a status link, its job row locked for the transaction (a claim and a cancel never interleave). */
export async function lockRequestByToken(db: Executor, tokenHash: string) {
  const [link] = await db
    .select({ callId: requestStatusTokens.callId })
    .from(requestStatusTokens)
    .where(eq(requestStatusTokens.tokenHash, tokenHash));
  if (!link) return undefined;
  await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.callId, link.callId)).for('update');
  return findRequestByToken(db, tokenHash);
}

/**
 * The median minutes from a job's creation to its claim, over the trade's jobs claimed in the last `days` days,
 * and how many jobs that is.
 */
export async function claimMinutesOfTrade(db: Executor, serviceType: string, days: number) {
  const [row] = await db
    .select({
      jobs: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${jobs.claimedAt} - ${jobs.createdAt}) / 60)`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.serviceType, serviceType),
        isNotNull(jobs.claimedAt),
        gte(jobs.claimedAt, sql`now() - make_interval(days => ${days})`),
      ),
    );
  return {
    jobs: row?.jobs ?? 0,
    median: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}

/** Marks a call the customer cancelled resolved: nothing is left to do for it. */
export async function resolveCall(db: Executor, callId: string) {
  await db
    .update(calls)
    .set({ status: 'resolved', updatedAt: sql`now()` })
    .where(eq(calls.id, callId));
}

/** A job the customer cancelled, open or claimed; false when it was already neither. */
export async function cancelJob(db: Executor, jobId: string) {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('open', 'claimed')`))
    .returning({ id: jobs.id });
  return Boolean(row);
}
