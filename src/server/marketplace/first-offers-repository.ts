import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { jobFirstOffers, jobs } from '../db/schema';

/**
 * Records the job's first offer delivered (speed to lead), once: returns the seconds from the job's creation, or
 * undefined when an earlier delivery had recorded it (or the job is gone).
 */
export async function recordFirstOffer(tx: Executor, jobId: string) {
  const [row] = await tx
    .insert(jobFirstOffers)
    .select(
      tx
        .select({
          jobId: jobs.id,
          sentAt: sql`now()`.as('sent_at'),
          secondsToFirstOffer: sql<number>`extract(epoch from now() - ${jobs.createdAt})::float8`.as('seconds'),
        })
        .from(jobs)
        .where(eq(jobs.id, jobId)),
    )
    .onConflictDoNothing()
    .returning({ seconds: jobFirstOffers.secondsToFirstOffer });
  return row?.seconds;
}
