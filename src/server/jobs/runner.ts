import { retryWithBackoff } from '../lib/retry-with-backoff';
import { createHold } from '../lib/hold';
import type { CallersFirst } from './callers-first';
import { isUrgentPriority } from './keys';
import { workerLogEntry } from './worker-log';
import { EventEmitter } from 'node:events';
import { JOB_SCHEMA, JOB_SCHEMAS, migrateJobSchemas } from './schemas';
import {
  Logger as WorkerLogger,
  parseCronItems,
  run,
  type CronItem,
  type Runner,
  type Task,
  type TaskSpec,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';

// Serialises graphile-worker's own schema installation when several app instances start at once.
const JOBS_MIGRATION_LOCK_ID = 7_310_002;
// While an instance runs a worker pool it holds the advisory lock (ALIVE_LOCK_CLASS, hashtext(pool id)) on a
// connection of its own. A pool whose lock nobody holds is dead (its process was killed, or it lost the database
// mid-job): the jobs it had taken are released for another run instead of waiting out graphile-worker's 4-hour lock.
// Only jobs taken over 10 s ago count, which leaves a new pool time to take its lock and a live instance time to
// take its lock again after a database restart.
const ALIVE_LOCK_CLASS = 7_310_003;
const SWEEP_INTERVAL_MS = 30_000;
const RESTART_MIN_MS = 500;
const RESTART_MAX_MS = 5_000;

/**
 * The app's background job runner (graphile-worker on the app's own pool). Domains define their tasks
 * while the app is built; the runner starts when the app is ready and stops when it closes.
 * When the database goes away, graphile-worker cannot record the outcome of the jobs it was running, and they
 * would stay locked for 4 hours. So losing the liveness connection (which every outage does) stops the worker
 * pool once its running jobs end, and a new pool starts with back-off as soon as the database answers, releasing
 * the old pool's jobs first: an outage delays jobs but loses none. Tasks must be idempotent: a job can run again.
 */
export type JobRunner = {
  /**
   * `first`: the task runs on a small worker pool of its own, on a queue of its own (the graphile_worker_first schema,
   * so never queued behind the others: SQL that queues a `first` task names that schema), and while one runs,
   * this instance's other tasks wait to start (at most FIRST_MAX_HOLD_MS): a new lead's dispatch is not slowed by
   * the deliveries of the leads before it.
   */
  define: (name: string, task: Task, opts?: { first?: boolean }) => void;
  /** Adds (or, with the same jobKey, replaces) a job; works whether or not the worker pool is running. */
  schedule: (name: string, payload: Record<string, unknown>, spec: TaskSpec & { jobKey: string }) => Promise<void>;
  /** Drops a scheduled job by its key (no-op when none is waiting). */
  cancel: (jobKey: string) => Promise<void>;
  /**
   * Queues a task every time the runner starts (catch-up work such as a sweep). The key makes several
   * instances starting at once queue it once, and keeps one that is already waiting as it is.
   */
  queueAtStart: (name: string, jobKey: string) => void;
  /**
   * Runs a task on a cron schedule (`17 * * * *`): graphile-worker's cron queues each occurrence once across every
   * instance (its known_crontabs row is the lock), as a job with the task's name as its key.
   */
  cron: (name: string, match: string) => void;
  /** Jobs due now (waiting or running) and how long the oldest has waited past its run time, by task (metrics). */
  queueStats: () => Promise<{ task: string; depth: number; oldestSeconds: number }[]>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * `pool` queues and cancels jobs (from requests); `workerPool` (the same pool when absent) runs the queue:
 * graphile-worker's LISTEN, job fetches and completions, and the liveness lock. The tasks' own queries go through
 * their own pool (the app's workerDb), so jobs waiting on a mail server never hold a request's connection, and the
 * queue's bookkeeping may commit asynchronously while what the tasks record does not (openWorkerDatabase).
 */
export function createJobRunner(opts: {
  pool: pg.Pool;
  workerPool?: pg.Pool;
  /** jobs run at once by this instance (WORKER_CONCURRENCY), besides the `first` tasks */
  concurrency?: number;
  log: Logger;
  pollIntervalMs?: number;
  /** this instance's callers, answered before its tasks start (none in tests of the runner alone) */
  callersFirst?: CallersFirst;
}): JobRunner {
  const { pool, log, callersFirst } = opts;
  const workerPool = opts.workerPool ?? pool;
  const lanes = {
    // the cron items run here: one lane per instance queues them
    main: createLane({
      ...opts,
      workerPool,
      name: 'main',
      schema: JOB_SCHEMA.main,
      concurrency: opts.concurrency ?? 2,
      cron: true,
    }),
    first: createLane({
      ...opts,
      workerPool,
      name: 'first',
      schema: JOB_SCHEMA.first,
      concurrency: FIRST_CONCURRENCY,
      cron: false,
    }),
  };
  /** the schema of the queue a task's jobs go to */
  const schemaOf = (task: string) => (task in lanes.first.tasks ? lanes.first.schema : lanes.main.schema);
  const hold = createTaskHold();
  // a task starts once this instance's callers are answered (ADR 0019), then as the dispatch hold allows
  const afterCallers = (task: Task): Task =>
    callersFirst
      ? async (payload, helpers) => {
          await callersFirst.backgroundTurn({ urgent: isUrgentPriority(helpers.job.priority) });
          await task(payload, helpers);
        }
      : task;
  const atStart: { name: string; jobKey: string }[] = [];
  let started = false;
  let sweepTimer: NodeJS.Timeout | undefined;

  /** Releases the jobs of every worker pool that no live instance holds the liveness lock of. */
  const sweepDeadPools = async () => {
    const own = [lanes.main.poolId(), lanes.first.poolId()].filter((id): id is string => Boolean(id));
    for (const schema of JOB_SCHEMAS) {
      // pg_try_advisory_xact_lock succeeds only for a lock no session holds, and lets go at the end of the statement
      const { rows } = await workerPool.query<{ pools: string[] }>(
        `with dead as (
           select array_agg(distinct locked_by) as pools from ${schema}.jobs
           where locked_by is not null and locked_by <> all($2::text[]) and locked_at < now() - interval '10 seconds'
             and pg_try_advisory_xact_lock($1, hashtext(locked_by))
         )
         select pools, ${schema}.force_unlock_workers(pools) from dead where pools is not null`,
        [ALIVE_LOCK_CLASS, own],
      );
      if (rows[0]) log.warn({ pools: rows[0].pools, schema }, 'released the jobs held by stopped worker pools');
    }
  };

  /**
   * Jobs waiting in another lane's queue than their task's (queued by an older release, before a task moved lanes, or
   * restored from an older backup) move to their task's queue: a worker pool only takes the jobs of its own schema.
   */
  const moveMisplacedJobs = async () => {
    for (const lane of Object.values(lanes)) {
      const tasks = Object.keys(lane.tasks);
      if (!tasks.length) continue;
      for (const from of JOB_SCHEMAS.filter((schema) => schema !== lane.schema)) {
        const { rows } = await pool.query<{ moved: number }>(
          // the jobs view has no payload: the private tables, as that view joins them
          `with moved as (
             select jobs.id, ${lane.schema}.add_job(tasks.identifier, jobs.payload, queue_name => queues.queue_name,
               run_at => jobs.run_at, max_attempts => jobs.max_attempts, job_key => jobs.key, priority => jobs.priority,
               flags => case when jobs.flags is null then null else array(select jsonb_object_keys(jobs.flags)) end)
             from ${from}._private_jobs jobs
             join ${from}._private_tasks tasks on tasks.id = jobs.task_id
             left join ${from}._private_job_queues queues on queues.id = jobs.job_queue_id
             where tasks.identifier = any($1::text[]) and jobs.locked_at is null
           )
           select count(*)::int as moved from ${from}.complete_jobs(array(select id from moved))`,
          [tasks],
        );
        if (rows[0]?.moved) log.info({ from, to: lane.schema, jobs: rows[0].moved }, 'moved jobs to their lane');
      }
    }
  };
  const sweepQuietly = () =>
    sweepDeadPools().catch((err) =>
      log.warn({ err: (err as Error).message }, 'could not release the jobs of stopped worker pools'),
    );

  return {
    define(name, task, taskOpts) {
      if (started) throw new Error(`job task ${name} defined after the runner started`);
      if (taskOpts?.first) lanes.first.tasks[name] = afterCallers(hold.holding(task));
      else lanes.main.tasks[name] = afterCallers(hold.waitingFor(task));
    },
    async schedule(name, payload, spec) {
      await pool.query(
        `select ${schemaOf(name)}.add_job($1, $2::json, queue_name => $3, run_at => $4, max_attempts => $5, job_key => $6, priority => $7, job_key_mode => $8)`,
        [
          name,
          JSON.stringify(payload),
          spec.queueName ?? null,
          spec.runAt?.toISOString() ?? null,
          spec.maxAttempts ?? null,
          spec.jobKey,
          spec.priority ?? null,
          spec.jobKeyMode ?? 'replace',
        ],
      );
    },
    queueAtStart(name, jobKey) {
      if (started) throw new Error(`start-up job ${name} added after the runner started`);
      atStart.push({ name, jobKey });
    },
    cron(name, match) {
      if (started) throw new Error(`cron task ${name} added after the runner started`);
      lanes.main.cronItems.push({ task: name, match, identifier: name, options: { jobKey: name, backfillPeriod: 0 } });
    },
    async cancel(jobKey) {
      await pool.query(`select ${JOB_SCHEMAS.map((schema) => `${schema}.remove_job($1)`).join(', ')}`, [jobKey]);
    },
    async queueStats() {
      const { rows } = await pool.query<{ task: string; depth: number; oldest_seconds: number }>(
        `select task_identifier as task, count(*)::int as depth,
                extract(epoch from now() - min(run_at))::float8 as oldest_seconds
         from (${JOB_SCHEMAS.map((schema) => `select task_identifier, run_at, attempts, max_attempts from ${schema}.jobs`).join(' union all ')}) jobs
         where run_at <= now() and attempts < max_attempts group by task_identifier`,
      );
      const byTask = new Map(
        rows.map((r) => [r.task, { task: r.task, depth: r.depth, oldestSeconds: r.oldest_seconds }]),
      );
      // every task this app runs appears, at 0 when none is due
      for (const task of [...Object.keys(lanes.main.tasks), ...Object.keys(lanes.first.tasks)])
        if (!byTask.has(task)) byTask.set(task, { task, depth: 0, oldestSeconds: 0 });
      return [...byTask.values()];
    },
    async start() {
      started = true;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [JOBS_MIGRATION_LOCK_ID]);
        await migrateJobSchemas(pool, workerLogger(log));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [JOBS_MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
      await lanes.main.launch();
      if (Object.keys(lanes.first.tasks).length) await lanes.first.launch();
      await sweepQuietly();
      // a failure leaves them where they are until the next start
      await moveMisplacedJobs().catch((err) =>
        log.warn({ err: (err as Error).message }, 'could not move jobs queued in another lane to their own'),
      );
      for (const job of atStart)
        await pool.query(
          `select ${schemaOf(job.name)}.add_job($1, '{}'::json, job_key => $2, job_key_mode => 'preserve_run_at')`,
          [job.name, job.jobKey],
        );
      sweepTimer = setInterval(() => {
        if (lanes.main.running()) void sweepQuietly();
      }, SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },
    async stop() {
      clearInterval(sweepTimer);
      await Promise.all([lanes.main.stop(), lanes.first.stop()]);
    },
  };
}

/** graphile-worker's log lines as ours. */
const workerLogger = (log: Logger) =>
  new WorkerLogger(() => (level, message, meta) => {
    const entry = workerLogEntry(level, message, meta);
    log[entry.method]({ ...entry.fields, component: 'jobs' }, entry.message);
  });

/** Worker pools for `first` tasks per instance: two leads dispatched at once. */
const FIRST_CONCURRENCY = 2;
/** The longest another task waits for `first` tasks to end: a flood of leads never stops the deliveries. */
const FIRST_MAX_HOLD_MS = 2_000;

/**
 * While a `first` task runs, the instance's other tasks wait to start (the ones running go on): they share its
 * Node.js thread and its 2 cores' worth of PostgreSQL, and a lead's first offers should not queue behind the
 * deliveries of earlier leads. A waiting task starts anyway after FIRST_MAX_HOLD_MS.
 */
function createTaskHold() {
  const hold = createHold(FIRST_MAX_HOLD_MS);
  return {
    holding:
      (task: Task): Task =>
      (payload, helpers) =>
        hold.during(async () => task(payload, helpers)),
    waitingFor:
      (task: Task): Task =>
      async (payload, helpers) => {
        await hold.clear();
        await task(payload, helpers);
      },
  };
}

/**
 * One graphile-worker pool of this instance and the tasks it runs. While it runs it holds its liveness lock; when it
 * stops by itself (its database went away) a new pool starts with back-off, releasing the old pool's jobs first.
 */
function createLane(opts: {
  name: string;
  /** graphile-worker's schema for this lane's queue */
  schema: string;
  workerPool: pg.Pool;
  concurrency: number;
  cron: boolean;
  log: Logger;
  pollIntervalMs?: number;
}) {
  const { workerPool, log: parentLog } = opts;
  const log = parentLog.child({ lane: opts.name });
  const tasks: Record<string, Task> = {};
  const cronItems: CronItem[] = [];
  let stopping = false;
  let runner: Runner | undefined;
  let poolId: string | undefined;
  let alive: pg.PoolClient | undefined;
  const logger = workerLogger(log);

  // closing the connection is what drops the lock; a client is given back (destroyed) exactly once
  const closed = new WeakSet<pg.PoolClient>();
  const closeConnection = (client: pg.PoolClient) => {
    if (closed.has(client)) return;
    closed.add(client);
    client.release(true);
  };

  /** Holds this pool's liveness lock on a connection kept out of the pool; dropped with the connection. */
  const holdAliveLock = async (id: string) => {
    const client = await workerPool.connect();
    try {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [ALIVE_LOCK_CLASS, id]);
    } catch (err) {
      closeConnection(client);
      throw err;
    }
    client.on('error', (err) => {
      if (closed.has(client)) return;
      log.warn({ err: err.message }, 'job runner liveness connection lost');
      if (alive === client) alive = undefined;
      closeConnection(client);
      // without its lock another instance would take this pool for dead and release its running jobs
      if (runner && poolId === id) void runner.stop('lost the liveness lock').catch(() => undefined);
    });
    alive = client;
  };

  const releaseAliveLock = () => {
    const client = alive;
    alive = undefined;
    if (client) closeConnection(client);
  };

  const launch = async () => {
    // our previous pool died (that is why we are here again): its jobs go back to the queue now
    const previous = poolId;
    if (previous) {
      await workerPool.query(`select ${opts.schema}.force_unlock_workers($1::text[])`, [[previous]]);
      poolId = undefined;
    }
    const events = new EventEmitter() as WorkerEvents;
    let id: string | undefined;
    events.on('pool:create', ({ workerPool }) => (id = workerPool.id));
    const current = await run({
      pgPool: workerPool,
      schema: opts.schema,
      logger,
      events,
      taskList: tasks,
      concurrency: opts.concurrency,
      noHandleSignals: true,
      pollInterval: opts.pollIntervalMs ?? 1000,
      parsedCronItems: parseCronItems(opts.cron ? cronItems : []), // never a crontab file
    });
    if (!id) {
      await current.stop();
      throw new Error('graphile-worker started without announcing its worker pool');
    }
    try {
      await holdAliveLock(id);
    } catch (err) {
      await current.stop().catch(() => undefined);
      throw err;
    }
    runner = current;
    poolId = id;
    // the worker pool settles when we stop it, or when it gives up on its own: then start a new one
    void current.promise
      .catch(() => undefined)
      .then(() => {
        if (runner !== current) return;
        runner = undefined;
        releaseAliveLock();
        if (stopping) return;
        log.error('the job runner stopped unexpectedly (database connection lost?); restarting it');
        restart.schedule();
      });
  };

  const restart = retryWithBackoff({
    minMs: RESTART_MIN_MS,
    maxMs: RESTART_MAX_MS,
    attempt: () => launch(),
    onSuccess: () => log.info('job runner restarted'),
    onFailure: (err, retryInMs) => log.warn({ err: err.message, retryInMs }, 'job runner restart failed'),
    isStopped: () => stopping,
  });

  return {
    schema: opts.schema,
    tasks,
    cronItems,
    launch,
    poolId: () => poolId,
    running: () => runner !== undefined,
    async stop() {
      stopping = true;
      restart.cancel();
      const current = runner;
      runner = undefined;
      await current?.stop();
      releaseAliveLock();
    },
  };
}
