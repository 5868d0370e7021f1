import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

/** Where the growth suite's PostgreSQL keeps its data between runs (gitignored). */
export const scaleDataDir = (root: string) => path.join(root, '.data/bench-scale');

/** The growth suite's own PostgreSQL, its data kept in scaleDataDir between runs. */
export async function startScalePostgres(root: string) {
  return startEmbeddedPostgres({
    dataDir: scaleDataDir(root),
    database: 'postgres',
    log: pino({ level: 'warn' }),
  });
}

/**
 * What a server on a growth database runs with. The seed's calls and messages span 347 days at 1M, and the retention
 * task (hourly, at :17) deletes delivered messages older than OUTBOX_RETENTION_DAYS (90): it deleted 3.7M of the 5M
 * seeded outbox rows in batches under the figures of the runs that crossed the hour. The bench keeps them all.
 */
export const SCALE_SERVER_ENV = { OUTBOX_RETENTION_DAYS: '36500' };
