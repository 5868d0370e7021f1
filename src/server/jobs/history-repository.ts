import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { JOB_SCHEMAS } from './schemas';

// graphile-worker deletes a job once it succeeds, but keeps every job that failed its last attempt (for a person to
// look at) and the row of every named queue it ever used. These go through its public API where it has one, in
// every worker lane's schema.

/** Deletes up to `limit` jobs that failed for good over `days` days ago; returns how many. */
export async function deletePermanentlyFailedJobs(db: Db, days: number, limit: number) {
  let deleted = 0;
  for (const schema of JOB_SCHEMAS.map((name) => sql.identifier(name))) {
    const { rows } = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from ${schema}.complete_jobs(array(
        select id from ${schema}.jobs
        where attempts >= max_attempts and locked_at is null and updated_at < now() - make_interval(days => ${days})
        order by id
        limit ${limit - deleted}
      ))`);
    deleted += rows[0]?.count ?? 0;
    if (deleted >= limit) break;
  }
  return deleted;
}

/** Deletes the named queues no job uses any more (graphile-worker's own GC_JOB_QUEUES); returns how many. */
export async function deleteUnusedJobQueues(db: Db) {
  let deleted = 0;
  for (const schema of JOB_SCHEMAS.map((name) => sql.identifier(name))) {
    const result = await db.execute(sql`
      delete from ${schema}._private_job_queues queues
      where locked_at is null
        and not exists (select 1 from ${schema}._private_jobs jobs where jobs.job_queue_id = queues.id)`);
    deleted += result.rowCount ?? 0;
  }
  return deleted;
}
