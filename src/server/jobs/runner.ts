import { Logger as WorkerLogger, run, runMigrations, type Runner, type Task, type TaskSpec } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';

// Serialises graphile-worker's own schema installation when several app instances start at once.
const JOBS_MIGRATION_LOCK_ID = 7_310_002;

/**
 * The app's background job runner (graphile-worker on the app's own pool). Domains define their tasks
 * while the app is built; the runner starts when the app is ready and stops when it closes.
 */
export type JobRunner = {
  define: (name: string, task: Task) => void;
  /** Adds (or, with the same jobKey, replaces) a job; safe to call only after start. */
  schedule: (name: string, payload: Record<string, unknown>, spec: TaskSpec & { jobKey: string }) => Promise<void>;
  /** Drops a scheduled job by its key (no-op when none is waiting). */
  cancel: (jobKey: string) => Promise<void>;
  /**
   * Queues a task every time the runner starts (catch-up work such as a sweep). The key makes several
   * instances starting at once queue it once, and keeps one that is already waiting as it is.
   */
  queueAtStart: (name: string, jobKey: string) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createJobRunner(opts: { pool: pg.Pool; log: Logger; pollIntervalMs?: number }): JobRunner {
  const tasks: Record<string, Task> = {};
  const atStart: { name: string; jobKey: string }[] = [];
  let runner: Runner | undefined;
  const logger = new WorkerLogger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug';
    opts.log[method]({ ...meta, component: 'jobs' }, message);
  });

  return {
    define(name, task) {
      if (runner) throw new Error(`job task ${name} defined after the runner started`);
      tasks[name] = task;
    },
    async schedule(name, payload, spec) {
      if (!runner) throw new Error('the job runner is not running');
      await runner.addJob(name, payload, { jobKeyMode: 'replace', ...spec });
    },
    queueAtStart(name, jobKey) {
      if (runner) throw new Error(`start-up job ${name} added after the runner started`);
      atStart.push({ name, jobKey });
    },
    async cancel(jobKey) {
      await opts.pool.query('select graphile_worker.remove_job($1)', [jobKey]);
    },
    async start() {
      // the worker holds a LISTEN connection for long: a dropped connection must be logged, not crash the process
      if (opts.pool.listenerCount('connect') === 0) {
        opts.pool.on('connect', (client) => client.on('error', (err) => opts.log.warn({ err: err.message }, 'database connection lost')));
      }
      const client = await opts.pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [JOBS_MIGRATION_LOCK_ID]);
        await runMigrations({ pgPool: opts.pool, logger });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [JOBS_MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
      runner = await run({
        pgPool: opts.pool,
        logger,
        taskList: tasks,
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: opts.pollIntervalMs ?? 1000,
      });
      for (const job of atStart) await runner.addJob(job.name, {}, { jobKey: job.jobKey, jobKeyMode: 'preserve_run_at' });
    },
    async stop() {
      const current = runner;
      runner = undefined;
      await current?.stop();
    },
  };
}
