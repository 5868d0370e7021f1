import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPool } from '../db/database';
import { uniqueSuffix } from '../db/factories';
import type { Task } from 'graphile-worker';
import { createCallersFirst } from './callers-first';
import { createJobRunner, type JobRunner } from './runner';
import { GENERIC_PLANS, JOB_SCHEMA, JOB_SCHEMAS, migrateJobSchemas } from './schemas';

// Each test uses task names of its own, so the job runners of other test files (same database) never take its jobs.

const log = pino({ level: 'silent' });
const ALIVE_LOCK_CLASS = 7_310_003;
// each runner holds two worker pools' liveness locks and LISTEN connections, besides the jobs' queries
const pool = createPool(inject('databaseUrl'), log, 10);
const runners: JobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});
beforeAll(() => migrateJobSchemas(pool)); // the queues' schemas, as the first app start installs them
afterAll(() => pool.end());

/** A job as a worker pool that took it a minute ago left it (locked, never finished). */
async function jobLockedBy(task: string, workerPool: string, schema: string = JOB_SCHEMA.main) {
  const { rows } = await pool.query<{ id: string }>(`select id from ${schema}.add_job($1, '{}'::json)`, [task]);
  await pool.query(
    `update ${schema}._private_jobs set locked_by = $2, locked_at = now() - interval '1 minute' where id = $1`,
    [rows[0]!.id, workerPool],
  );
  return rows[0]!.id;
}

/** The keys of the jobs waiting or running in one worker lane's queue for a task. */
async function queuedKeys(schema: string, task: string) {
  const { rows } = await pool.query<{ key: string }>(
    `select key from ${schema}.jobs where task_identifier = $1 order by key`,
    [task],
  );
  return rows.map((r) => r.key);
}

async function startRunner(tasks: Record<string, Task>, runnerPool = pool, firstTasks: Record<string, Task> = {}) {
  const runner = createJobRunner({ pool: runnerPool, log, concurrency: 1 });
  for (const [name, task] of Object.entries(tasks)) runner.define(name, task);
  for (const [name, task] of Object.entries(firstTasks)) runner.define(name, task, { first: true });
  runners.push(runner);
  await runner.start();
  return runner;
}

describe('job runner', () => {
  it("starts a job's task, of either lane, only once the caller being answered has been", async () => {
    const suffix = uniqueSuffix().replace(/\W/g, '_');
    const [other, dispatch] = [`test_callers_other_${suffix}`, `test_callers_dispatch_${suffix}`];
    // a pace far beyond the test: only the turn's end lets the tasks start
    const callersFirst = createCallersFirst({ paceMs: 600_000 });
    const ran: string[] = [];
    const runner = createJobRunner({ pool, log, concurrency: 1, callersFirst });
    runner.define(other, async () => void ran.push(other));
    runner.define(dispatch, async () => void ran.push(dispatch), { first: true });
    runners.push(runner);
    await runner.start();
    const endTurn = callersFirst.beginAnswering();
    await runner.schedule(other, {}, { jobKey: `${other}:1` });
    await runner.schedule(dispatch, {}, { jobKey: `${dispatch}:1` });
    // both taken from their queues, and waiting
    await expect.poll(() => callersFirst.waiting(), { timeout: 10_000 }).toBe(2);
    expect(ran).toEqual([]);
    endTurn();
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(2);
    expect(ran).toEqual(expect.arrayContaining([other, dispatch]));
  });

  it('runs the jobs a dead worker pool left locked instead of waiting out their 4-hour lock', async () => {
    const task = `test_dead_pool_${uniqueSuffix().replace(/\W/g, '_')}`;
    await jobLockedBy(task, `pool-crashed-${uniqueSuffix()}`);
    let runs = 0;
    await startRunner({ [task]: async () => void runs++ });
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
  });

  it("releases a dead worker pool's jobs in the `first` lane's queue too", async () => {
    const task = `test_dead_first_pool_${uniqueSuffix().replace(/\W/g, '_')}`;
    await jobLockedBy(task, `pool-crashed-${uniqueSuffix()}`, JOB_SCHEMA.first);
    let runs = 0;
    await startRunner({}, pool, { [task]: async () => void runs++ });
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
  });

  it("queues a `first` task's jobs in the first lane's own schema and the others' in the main one", async () => {
    const suffix = uniqueSuffix().replace(/\W/g, '_');
    const [other, dispatch] = [`test_lane_other_${suffix}`, `test_lane_dispatch_${suffix}`];
    const noop: Task = async () => undefined;
    const runner = await startRunner({ [other]: noop }, pool, { [dispatch]: noop });
    const later = { runAt: new Date(Date.now() + 3_600_000) };
    await runner.schedule(other, {}, { ...later, jobKey: `${other}:1` });
    await runner.schedule(dispatch, {}, { ...later, jobKey: `${dispatch}:1` });
    expect(await queuedKeys(JOB_SCHEMA.main, other)).toEqual([`${other}:1`]);
    expect(await queuedKeys(JOB_SCHEMA.first, dispatch)).toEqual([`${dispatch}:1`]);
    expect(await queuedKeys(JOB_SCHEMA.main, dispatch)).toEqual([]);
    expect(await queuedKeys(JOB_SCHEMA.first, other)).toEqual([]);
    // cancelling finds a job in either queue
    await runner.cancel(`${dispatch}:1`);
    await runner.cancel(`${other}:1`);
    expect(await queuedKeys(JOB_SCHEMA.first, dispatch)).toEqual([]);
    expect(await queuedKeys(JOB_SCHEMA.main, other)).toEqual([]);
  });

  it('moves jobs an older release queued in the main schema for a `first` task to its lane at start, and runs them', async () => {
    const task = `test_moved_${uniqueSuffix().replace(/\W/g, '_')}`;
    await pool.query(
      `select graphile_worker.add_job($1, '{"n":1}'::json, job_key => $2, priority => -20),
              graphile_worker.add_job($1, '{"n":2}'::json, job_key => $3, run_at => now() + interval '1 hour')`,
      [task, `${task}:now`, `${task}:later`],
    );
    const runs: unknown[] = [];
    await startRunner({}, pool, { [task]: async (payload) => void runs.push(payload) });
    await expect.poll(() => runs, { timeout: 10_000 }).toEqual([{ n: 1 }]);
    expect(await queuedKeys(JOB_SCHEMA.main, task)).toEqual([]);
    const { rows } = await pool.query<{ key: string; payload: unknown; in_an_hour: boolean }>(
      `select jobs.key, jobs.payload, jobs.run_at > now() + interval '50 minutes' as in_an_hour
       from ${JOB_SCHEMA.first}._private_jobs jobs join ${JOB_SCHEMA.first}._private_tasks tasks on tasks.id = jobs.task_id
       where tasks.identifier = $1`,
      [task],
    );
    expect(rows).toEqual([{ key: `${task}:later`, payload: { n: 2 }, in_an_hour: true }]);
  });

  it('leaves alone the jobs of a worker pool whose instance is alive (it holds its liveness lock)', async () => {
    const task = `test_live_pool_${uniqueSuffix().replace(/\W/g, '_')}`;
    const livePool = `pool-alive-${uniqueSuffix()}`;
    const other = new pg.Client({ connectionString: inject('databaseUrl') });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [ALIVE_LOCK_CLASS, livePool]);
      const id = await jobLockedBy(task, livePool);
      let runs = 0;
      await startRunner({ [task]: async () => void runs++ }); // its start-up sweep has run when start resolves
      const { rows } = await pool.query('select locked_by from graphile_worker.jobs where id = $1', [id]);
      expect(rows[0].locked_by).toBe(livePool);
      expect(runs).toBe(0);
    } finally {
      await other.end();
    }
  });

  it('starts a new worker pool when its database connections are cut, and runs jobs again', async () => {
    const task = `test_reconnect_${uniqueSuffix().replace(/\W/g, '_')}`;
    const applicationName = `earl-runner-test-${uniqueSuffix()}`;
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('application_name', applicationName);
    const ownPool = createPool(url.toString(), log, 4);
    try {
      const runs: string[] = [];
      const runner = await startRunner(
        { [task]: async (payload) => void runs.push((payload as { n: string }).n) },
        ownPool,
      );
      await runner.schedule(task, { n: 'before' }, { jobKey: `${task}:before` });
      await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['before']);

      // a worker caught inside a query when its connection is cut exits with that error, and graphile-worker prints it
      // with console.trace: expected here, so only that trace is let through (any other console.error still fails)
      const collect = vi.mocked(console.error).getMockImplementation()!;
      vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
        if (/^Trace: error: terminating connection due to administrator command/.test(String(args[0]))) return;
        collect(...args);
      });
      // every connection of this runner, its liveness lock and LISTEN included, as in a database restart
      const { rowCount } = await pool.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(rowCount).toBeGreaterThanOrEqual(2);
      // the first query may still meet a connection that was cut: a caller then gets a 503 and tries again
      await expect
        .poll(
          () =>
            runner.schedule(task, { n: 'after' }, { jobKey: `${task}:after` }).then(
              () => true,
              () => false,
            ),
          { timeout: 5_000 },
        )
        .toBe(true);
      await expect.poll(() => runs, { timeout: 15_000 }).toEqual(['before', 'after']);
      // a new worker pool holds its liveness lock again on a new connection
      const livenessLocks = async () =>
        (
          await pool.query(
            "select count(*)::int as n from pg_locks l join pg_stat_activity a using (pid) where l.locktype = 'advisory' and l.classid = $1 and a.application_name = $2",
            [ALIVE_LOCK_CLASS, applicationName],
          )
        ).rows[0].n;
      await expect.poll(livenessLocks, { timeout: 10_000 }).toBe(1);
      await runner.stop();
    } finally {
      await ownPool.end();
    }
  });

  it('runs a `first` task while every other worker is busy, and starts no other task until it ends', async () => {
    const suffix = uniqueSuffix().replace(/\W/g, '_');
    const [slow, later, dispatch] = ['slow', 'later', 'dispatch'].map((t) => `test_first_${t}_${suffix}`) as [
      string,
      string,
      string,
    ];
    const events: string[] = [];
    const gate = (name: string) => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return {
        open,
        task: (async () => {
          events.push(`${name} started`);
          await opened;
          events.push(`${name} ended`);
        }) as Task,
      };
    };
    const slowGate = gate('slow');
    const dispatchGate = gate('dispatch');
    const runner = await startRunner(
      { [slow]: slowGate.task, [later]: async () => void events.push('later started') },
      pool,
      { [dispatch]: dispatchGate.task },
    );
    // the one ordinary worker (concurrency 1) is busy
    await runner.schedule(slow, {}, { jobKey: `${slow}:1` });
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['slow started']);
    // the dispatch is not queued behind it
    await runner.schedule(dispatch, {}, { jobKey: `${dispatch}:1` });
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['slow started', 'dispatch started']);
    // the ordinary worker, free again, takes the next task but waits to start it while the dispatch runs
    await runner.schedule(later, {}, { jobKey: `${later}:1` });
    slowGate.open();
    await expect.poll(() => events, { timeout: 10_000 }).toContain('slow ended');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).not.toContain('later started');
    dispatchGate.open();
    await expect
      .poll(() => events, { timeout: 10_000 })
      .toEqual(['slow started', 'dispatch started', 'slow ended', 'dispatch ended', 'later started']);
  });

  it('starts the other tasks anyway when `first` tasks run for longer than the hold allows', async () => {
    const suffix = uniqueSuffix().replace(/\W/g, '_');
    const [other, dispatch] = [`test_hold_other_${suffix}`, `test_hold_dispatch_${suffix}`];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let dispatchRunning = false;
    let otherRanDuringDispatch = false;
    const runner = await startRunner({ [other]: async () => void (otherRanDuringDispatch = dispatchRunning) }, pool, {
      [dispatch]: async () => {
        dispatchRunning = true;
        await released;
        dispatchRunning = false;
      },
    });
    try {
      await runner.schedule(dispatch, {}, { jobKey: `${dispatch}:1` });
      await expect.poll(() => dispatchRunning, { timeout: 10_000 }).toBe(true);
      await runner.schedule(other, {}, { jobKey: `${other}:1` });
      await expect.poll(() => otherRanDuringDispatch, { timeout: 10_000 }).toBe(true);
    } finally {
      release();
    }
  });
});

describe("the queues' schemas", () => {
  it("plan add_jobs's statements once per connection, in every lane, and again after a migration replaced it", async () => {
    const settings = async () =>
      (
        await pool.query<{ config: string[] | null }>(
          `select proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where p.proname = 'add_jobs' and n.nspname = any($1::text[]) order by n.nspname`,
          [JOB_SCHEMAS],
        )
      ).rows.map((r) => r.config);
    expect(await settings()).toEqual([[GENERIC_PLANS], [GENERIC_PLANS]]);
    // as graphile-worker's CREATE OR REPLACE of a later release leaves it
    await pool.query(`alter function ${JOB_SCHEMA.first}.add_jobs(${JOB_SCHEMA.first}.job_spec[], boolean) reset all`);
    expect(await settings()).toEqual([[GENERIC_PLANS], null]);
    await migrateJobSchemas(pool);
    expect(await settings()).toEqual([[GENERIC_PLANS], [GENERIC_PLANS]]);
  });
});
