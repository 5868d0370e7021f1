import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

/** The growth suite's own PostgreSQL, its data kept in .data/bench-scale (gitignored) between runs. */
export async function startScalePostgres(root: string) {
  return startEmbeddedPostgres({
    dataDir: path.join(root, '.data/bench-scale'),
    database: 'postgres',
    log: pino({ level: 'warn' }),
  });
}
