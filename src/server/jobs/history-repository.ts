import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

// graphile-worker deletes a job once it succeeds, but keeps every job that failed its last attempt (for a person to
// look at) and the row of every named queue it ever used. These go through its public API where it has one.

/** Deletes up to `limit` jobs that failed for good over `days` days ago; returns how many. */
export async function deletePermanentlyFailedJobs(db: Db, days: number, limit: number) {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from graphile_worker.complete_jobs(array(
      select id from graphile_worker.jobs
      where attempts >= max_attempts and locked_at is null and updated_at < now() - make_interval(days => ${days})
      order by id
      limit ${limit}
    ))`);
  return rows[0]?.count ?? 0;
}

/** Deletes the named queues no job uses any more (graphile-worker's own GC_JOB_QUEUES); returns how many. */
export async function deleteUnusedJobQueues(db: Db) {
  const deleted = await db.execute(sql`
    delete from graphile_worker._private_job_queues queues
    where locked_at is null
      and not exists (select 1 from graphile_worker._private_jobs jobs where jobs.job_queue_id = queues.id)`);
  return deleted.rowCount ?? 0;
}
