import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrationsDir } from '../paths';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** The database or an open transaction: repository functions take this so callers can compose them atomically. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
};

// Serialises migrations when several instances start at once against one database.
const MIGRATION_LOCK_ID = 7_310_001;

export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/**
 * Time to get a connection (a new one, or a free slot in a busy pool) before the query fails; a stopped or
 * unreachable database then answers 503 within it instead of holding the request.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
/** The same for the background jobs' pool. */
export const WORKER_CONNECT_TIMEOUT_MS = 10_000;

export function createPool(url: string, log: Logger, max = 10, connectTimeoutMs = CONNECT_TIMEOUT_MS) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    // a peer that vanished without closing (host crash, network cut) is noticed instead of waited on
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    fallback_application_name: 'earl', // names the connections in pg_stat_activity unless DATABASE_URL does
  });
  // a client losing its connection (database restart) must not crash the process: idle ones report through the
  // pool, checked-out ones (a transaction waiting on a mail server, the job runner's LISTEN) on themselves
  pool.on('error', (err) => log.warn({ err: err.message }, 'idle database connection lost'));
  pool.on('connect', (client) =>
    client.on('error', (err) => log.warn({ err: err.message }, 'database connection lost')),
  );
  return pool;
}

/**
 * The background jobs' own pool and handle on the same database: `concurrency` running jobs, plus graphile-worker's
 * LISTEN, the runner's liveness lock and the queue's own bookkeeping queries.
 */
export function openWorkerDatabase(url: string, log: Logger, concurrency: number) {
  // background work may wait for a free connection longer than a request: the workers' polls and the queue's
  // bookkeeping (recorded without being awaited by graphile-worker) then wait their turn on a busy machine
  const pool = createPool(url, log, concurrency + 3, WORKER_CONNECT_TIMEOUT_MS);
  return { pool, db: drizzle(pool, { schema }) as Db };
}

/**
 * Ends a pool once nothing waits for or holds one of its connections (at most `maxWaitMs`): pg-pool never serves a
 * request queued before `end()`, which would fail later with a connect timeout. The job runner's pool needs this:
 * graphile-worker records a job's outcome without awaiting it, so that query may still be queued when it stops.
 */
export async function endPoolWhenIdle(pool: pg.Pool, maxWaitMs = 5_000) {
  const deadline = Date.now() + maxWaitMs;
  while ((pool.waitingCount > 0 || pool.idleCount < pool.totalCount) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await pool.end();
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR, then applies migrations. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log: Logger;
  poolSize?: number;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  const url =
    opts.databaseUrl ?? (embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log })).url;
  const pool = createPool(url, opts.log, opts.poolSize);
  try {
    await runMigrations(pool);
  } catch (err) {
    await pool.end();
    await embedded?.stop();
    throw err;
  }
  return {
    db: drizzle(pool, { schema }),
    pool,
    url,
    embedded: Boolean(embedded),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
