import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { jobNotes, jobReleases, jobs, providers } from '../db/schema';
import { newOfferRound } from './jobs-repository';

type JobRow = typeof jobs.$inferSelect;

export async function updateWork(
  tx: Executor,
  jobId: string,
  changes: Partial<Pick<JobRow, 'workStatus' | 'confirmedWindow'>> & {
    confirmedNow?: boolean;
    arrivedNow?: boolean;
    completedNow?: boolean;
  },
) {
  const { confirmedNow, arrivedNow, completedNow, ...columns } = changes;
  const [row] = await tx
    .update(jobs)
    .set({
      ...columns,
      ...(confirmedNow ? { confirmedAt: sql`now()` } : {}),
      ...(arrivedNow ? { arrivedAt: sql`now()` } : {}),
      ...(completedNow ? { completedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, jobId))
    .returning();
  return row!;
}

/**
 * Gives a claimed job back to the marketplace: open again for a fresh lifetime as a new offer round, nobody's, its
 * progress cleared, the release (and so the provider's exclusion from its offers) recorded.
 */
export async function releaseClaimedJob(
  tx: Executor,
  job: JobRow,
  release: { providerId: string; userId: string; reason: string },
) {
  await tx.insert(jobReleases).values({
    jobId: job.id,
    providerId: release.providerId,
    releasedByUserId: release.userId,
    offerRound: job.offerRound,
    reason: release.reason,
  });
  const [row] = await tx
    .update(jobs)
    .set({
      ...newOfferRound(),
      // nobody's, its progress cleared
      claimedByProviderId: null,
      claimedByMemberId: null,
      claimedAt: null,
      workStatus: null,
      confirmedWindow: null,
      confirmedAt: null,
      arrivedAt: null,
      completedAt: null,
    })
    .where(eq(jobs.id, job.id))
    .returning();
  return row!;
}

export async function insertNote(tx: Executor, note: typeof jobNotes.$inferInsert) {
  const [row] = await tx.insert(jobNotes).values(note).returning();
  // a job change, so the team's other screens (and the admin's) refetch: the stream announces changes to jobs
  await tx
    .update(jobs)
    .set({ updatedAt: sql`now()` })
    .where(eq(jobs.id, note.jobId));
  return row!;
}

/** The job's notes, oldest first: one team's, or all of them for an admin. */
export async function findNotes(tx: Executor, jobId: string, providerId: string | null) {
  return tx
    .select()
    .from(jobNotes)
    .where(and(eq(jobNotes.jobId, jobId), providerId ? eq(jobNotes.providerId, providerId) : undefined))
    .orderBy(asc(jobNotes.createdAt), asc(jobNotes.id));
}

/** Who released the job and why, oldest first (the admin's view). */
export async function findReleases(tx: Executor, jobId: string) {
  return tx
    .select({ release: jobReleases, businessName: providers.businessName })
    .from(jobReleases)
    .innerJoin(providers, eq(providers.id, jobReleases.providerId))
    .where(eq(jobReleases.jobId, jobId))
    .orderBy(asc(jobReleases.createdAt));
}
