import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { calls, claimTokens, jobs, providerTeamMembers } from '../db/schema';

type NewClaimToken = Pick<
  typeof claimTokens.$inferInsert,
  'tokenHash' | 'jobId' | 'providerId' | 'memberId' | 'expiresAt'
>;

/**
 * One statement whatever the number of links, its columns sent as five arrays: a dispatch to 1,500 team members
 * would otherwise bind 7,500 parameters, which costs more to build and parse than the insert itself. Time-ordered
 * ids (uuidV7) keep the primary key's inserts on its newest pages.
 */
export async function insertClaimTokens(tx: Executor, rows: NewClaimToken[]) {
  if (!rows.length) return [];
  const column = <K extends keyof NewClaimToken>(key: K) => sql.param(rows.map((r) => r[key]));
  const ids = sql.param(rows.map(() => uuidV7()));
  const inserted = await tx.execute<{ member_id: string }>(sql`
    insert into ${claimTokens} (id, token_hash, job_id, provider_id, member_id, expires_at)
    select * from unnest(${ids}::uuid[], ${column('tokenHash')}::text[], ${column('jobId')}::uuid[],
                         ${column('providerId')}::uuid[], ${column('memberId')}::uuid[], ${column('expiresAt')}::timestamptz[])
    on conflict do nothing
    returning member_id`);
  return inserted.rows.map((r) => ({ memberId: r.member_id }));
}

/** The members already holding a link to the job (their offer is out). */
export async function findLinkedMemberIds(tx: Executor, jobId: string) {
  const rows = await tx
    .select({ memberId: claimTokens.memberId })
    .from(claimTokens)
    .where(eq(claimTokens.jobId, jobId));
  return new Set(rows.map((r) => r.memberId));
}

/** Spends a valid claim link (unused, unexpired); undefined when there is none. */
export async function useClaimToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .update(claimTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(claimTokens.tokenHash, tokenHash), isNull(claimTokens.usedAt), gt(claimTokens.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** Team members of the other providers that were offered the job: they hear it was taken. */
export async function findOtherOfferedMembers(tx: Executor, jobId: string, winnerProviderId: string) {
  return tx
    .select({
      memberId: providerTeamMembers.id,
      phone: providerTeamMembers.phone,
      email: providerTeamMembers.email,
      notificationMethod: providerTeamMembers.notificationMethod,
    })
    .from(claimTokens)
    .innerJoin(providerTeamMembers, eq(providerTeamMembers.id, claimTokens.memberId))
    .where(and(eq(claimTokens.jobId, jobId), ne(claimTokens.providerId, winnerProviderId)));
}

/** A claim link, used or not, with its job and call; nothing is spent. */
export async function findClaimLink(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select({ link: claimTokens, job: jobs, call: calls })
    .from(claimTokens)
    .innerJoin(jobs, eq(jobs.id, claimTokens.jobId))
    .innerJoin(calls, eq(calls.id, jobs.callId))
    .where(eq(claimTokens.tokenHash, tokenHash));
  return row;
}

/** The links of earlier rounds stop working: a reopened job is offered with new ones. */
export async function deleteClaimTokensOfJob(tx: Executor, jobId: string) {
  await tx.delete(claimTokens).where(eq(claimTokens.jobId, jobId));
}

/** The member's claim link of the job, spent as if they had used it (their press of 1 on the urgent call claimed it). */
export async function useClaimTokenOfMember(tx: Executor, jobId: string, memberId: string) {
  await tx
    .update(claimTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(claimTokens.jobId, jobId), eq(claimTokens.memberId, memberId), isNull(claimTokens.usedAt)));
}
