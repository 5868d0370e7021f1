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

/** Installs or upgrades graphile-worker's tables in every lane's schema. */
export async function migrateJobSchemas(pool: pg.Pool, logger?: WorkerLogger) {
  for (const schema of JOB_SCHEMAS) await runMigrations({ pgPool: pool, logger, schema });
}
