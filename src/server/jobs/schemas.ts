import { type Logger as WorkerLogger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/**
 * graphile-worker's queues: one schema per worker lane (see runner.ts). The `first` lane (a lead's dispatch) has a
 * schema of its own because graphile-worker's job fetch walks its index in priority order, skipping the jobs of the
 * tasks it does not run: in a shared table a dispatch worker woken by a burst of deliveries read every queued
 * delivery to find nothing (374 → 3,676 buffers a fetch as the queue grew), and that slowed speed to lead (ADR 0017).
 */
export const JOB_SCHEMA = { main: 'graphile_worker', first: 'graphile_worker_first' } as const;
export const JOB_SCHEMAS = Object.values(JOB_SCHEMA);

export const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan';

/**
 * Installs or upgrades graphile-worker's tables in every lane's schema, then plans `add_jobs`'s statements once per
 * connection. PostgreSQL planned them again on every call: costed with a one-element array, a custom plan always
 * looked cheaper than the generic one. That planning was most of the 1.1 ms a web lead's verification statement
 * spent in PostgreSQL (0.7 ms with generic plans). Set again after every migration, which may replace the function.
 */
export async function migrateJobSchemas(pool: pg.Pool, logger?: WorkerLogger) {
  for (const schema of JOB_SCHEMAS) {
    await runMigrations({ pgPool: pool, logger, schema });
    // only when not set yet: the catalog row is then never written by two starts at once
    await pool.query(`
      do $$ begin
        if not exists (select from pg_proc where oid = '${schema}.add_jobs(${schema}.job_spec[], boolean)'::regprocedure
                       and proconfig @> array['${GENERIC_PLANS}']) then
          alter function ${schema}.add_jobs(${schema}.job_spec[], boolean) set plan_cache_mode = force_generic_plan;
        end if;
      end $$`);
  }
}
