import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { claimTokens, offerCalls, providers, providerTeamMembers } from '../db/schema';
import { JOB_PRIORITY, jobKeys } from '../jobs/keys';

// The one repository of the `offer_calls` table: the phone calls of an urgent job's call round.

export type OfferCallRow = typeof offerCalls.$inferSelect;

/** Queues the job's call round in the caller's transaction (the dispatch's), once per job and offer round. */
export async function queueCallRound(tx: Executor, job: { id: string; offerRound: number }, task: string) {
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, json_build_object('jobId', ${job.id}::uuid, 'round', ${job.offerRound}::int), job_key := ${jobKeys.offerCalls(job.id, job.offerRound)}, priority := ${JOB_PRIORITY.urgentDelivery}::int, max_attempts := 3)`,
  );
}

/**
 * The members offered the job (they hold a claim link) who get offers by SMS, so have a phone that takes calls; at
 * night only those of providers that opted in to emergency calls.
 */
export async function findCallRecipients(tx: Executor, jobId: string, opts: { night: boolean }) {
  return tx
    .select({ providerId: claimTokens.providerId, memberId: claimTokens.memberId, phone: providerTeamMembers.phone })
    .from(claimTokens)
    .innerJoin(providerTeamMembers, eq(providerTeamMembers.id, claimTokens.memberId))
    .innerJoin(providers, eq(providers.id, claimTokens.providerId))
    .where(
      and(
        eq(claimTokens.jobId, jobId),
        inArray(providerTeamMembers.notificationMethod, ['sms', 'both']),
        ne(providerTeamMembers.phone, ''),
        opts.night ? eq(providers.nightEmergencyCalls, true) : undefined,
      ),
    );
}

/** One row per member and round: a repeated call round adds nobody twice. */
export async function insertOfferCalls(tx: Executor, rows: (typeof offerCalls.$inferInsert)[]) {
  if (!rows.length) return;
  await tx.insert(offerCalls).values(rows).onConflictDoNothing();
}

/** The calls of a round not placed yet. */
export async function findUnplacedOfferCalls(tx: Executor, jobId: string, round: number) {
  return tx
    .select({ id: offerCalls.id })
    .from(offerCalls)
    .where(and(eq(offerCalls.jobId, jobId), eq(offerCalls.offerRound, round), eq(offerCalls.status, 'pending')));
}

/** An unplaced call locked while it is placed, so a second worker skips it (and never rings twice). */
export async function lockUnplacedOfferCall(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(offerCalls)
    .where(and(eq(offerCalls.id, id), eq(offerCalls.status, 'pending'), isNull(offerCalls.callSid)))
    .for('update', { skipLocked: true });
  return row;
}

export async function markOfferCall(
  tx: Executor,
  id: string,
  values: { callSid?: string; status?: string; error?: string | null },
) {
  await tx
    .update(offerCalls)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(offerCalls.id, id));
}

export async function findOfferCall(tx: Executor, id: string) {
  const [row] = await tx.select().from(offerCalls).where(eq(offerCalls.id, id));
  return row;
}

/** Twilio's final status of a placed call (no-answer, busy, completed…). */
export async function setOfferCallStatus(tx: Executor, id: string, status: string) {
  await tx
    .update(offerCalls)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(offerCalls.id, id));
}

/** Every call of the job's call rounds, oldest first, with the business and member called (for the admin's job card). */
export async function listOfferCallsOfJob(db: Executor, jobId: string) {
  return db
    .select({
      id: offerCalls.id,
      providerId: offerCalls.providerId,
      businessName: providers.businessName,
      memberName: providerTeamMembers.name,
      phone: offerCalls.phone,
      offerRound: offerCalls.offerRound,
      status: offerCalls.status,
      createdAt: offerCalls.createdAt,
      updatedAt: offerCalls.updatedAt,
    })
    .from(offerCalls)
    .innerJoin(providers, eq(providers.id, offerCalls.providerId))
    .leftJoin(providerTeamMembers, eq(providerTeamMembers.id, offerCalls.memberId))
    .where(eq(offerCalls.jobId, jobId))
    .orderBy(offerCalls.createdAt, offerCalls.id);
}
