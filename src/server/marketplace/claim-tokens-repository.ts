import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { calls, claimTokens, jobs, providerTeamMembers } from '../db/schema';

export async function insertClaimTokens(tx: Executor, rows: (typeof claimTokens.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx.insert(claimTokens).values(rows).onConflictDoNothing().returning({ memberId: claimTokens.memberId });
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
