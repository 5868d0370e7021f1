import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../http/errors';
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

/**
 * How long an unused connection stays open. pg-pool's default (10 s) closed them after any lull, and the next burst of
 * calls paid for new ones during its turns: a backend started, a SCRAM exchange on both sides, and every prepared
 * statement planned again on the new connection.
 */
export const IDLE_CONNECTION_MS = 300_000;

export function createPool(
  url: string,
  log: Logger,
  max = 10,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  /** settings every connection starts with (`-c name=value`, PostgreSQL's startup options) */
  options?: string,
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // idle connections do not keep a finished command-line run from exiting (they did for the 10 s before)
    allowExitOnIdle: true,
    // a peer that vanished without closing (host crash, network cut) is noticed instead of waited on
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    fallback_application_name: 'earl', // names the connections in pg_stat_activity unless DATABASE_URL does
    options,
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
 * The background jobs' own pools and handle on the same database: `pool` (and `db`) for the running tasks' queries,
 * and `queuePool` for graphile-worker's bookkeeping (each lane's LISTEN, liveness lock, job fetches and completions).
 *
 * The bookkeeping commits without waiting for the disk (ADR 0014): a crash can lose a job's fetch or its completion,
 * and the job then runs again, which every task must bear anyway (a crash mid-task does the same). What a task
 * records stays synchronous, so a text sent or a call placed is never forgotten and sent again. Two WAL flushes
 * fewer per job: a web lead's code text is a job.
 */
export function openWorkerDatabase(url: string, log: Logger, concurrency: number) {
  // background work may wait for a free connection longer than a request: the workers' polls and the queue's
  // bookkeeping (recorded without being awaited by graphile-worker) then wait their turn on a busy machine
  // the tasks' connections, then the `first` tasks' two
  const pool = createPool(url, log, concurrency + 2, WORKER_CONNECT_TIMEOUT_MS);
  // each lane's LISTEN and liveness lock, and two for the lanes' job fetches and completions
  const queuePool = createPool(url, log, 6, WORKER_CONNECT_TIMEOUT_MS, '-c synchronous_commit=off');
  return { pool, queuePool, db: drizzle(pool, { schema }) as Db };
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

const WAIT_MIN_MS = 500;
const WAIT_MAX_MS = 5_000;

/** host:port/database of a connection URL, without its credentials, for messages (a socket's directory decoded). */
export const describeDatabaseUrl = (url: string) => {
  const u = new URL(url);
  return `${decodeURIComponent(u.hostname)}:${u.port || 5432}${u.pathname}`;
};

/**
 * Waits until the database answers, retrying with back-off (0.5 s doubling to 5 s) for up to `waitSeconds`: a
 * container started with its database (compose) or during a failover comes up instead of exiting. Only "not there
 * yet" errors are retried; a wrong password or a missing database fail at once.
 */
export async function waitForDatabase(pool: pg.Pool, opts: { url: string; waitSeconds: number; log: Logger }) {
  const deadline = Date.now() + opts.waitSeconds * 1000;
  let delayMs = WAIT_MIN_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      if (attempt > 1) opts.log.info({ attempt }, 'the database answers');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const message = (err as Error).message || (err as { code?: string }).code || String(err);
      const leftMs = deadline - Date.now();
      if (leftMs <= 0)
        throw new Error(
          `the database at ${describeDatabaseUrl(opts.url)} did not answer within ${opts.waitSeconds} s (DATABASE_WAIT_SECONDS): ${message}`,
        );
      const retryInMs = Math.min(delayMs, leftMs);
      opts.log.warn(
        { attempt, retryInMs, err: message },
        `waiting for the database at ${describeDatabaseUrl(opts.url)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
      delayMs = Math.min(delayMs * 2, WAIT_MAX_MS);
    }
  }
}

/**
 * Connects to DATABASE_URL (waiting up to `waitSeconds` for it to answer), or starts the embedded PostgreSQL under
 * DATA_DIR, then applies migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log: Logger;
  poolSize?: number;
  waitSeconds?: number;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  const url =
    opts.databaseUrl ?? (embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log })).url;
  const pool = createPool(url, opts.log, opts.poolSize);
  try {
    await waitForDatabase(pool, { url, waitSeconds: opts.waitSeconds ?? 0, log: opts.log });
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
