import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Logger as WorkerLogger } from 'graphile-worker';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDebianPostgresTests } from '../../../scripts/test-prerequisites.mjs';
import { startDebianPostgres, type DebianPostgres } from '../../../test/support/debian-postgres';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { backupDatabase, chooseBackupMethod, restoreDatabase } from './backup';
import { openDatabase } from './database';
import { createAdmin, createCall, createProvider, uniqueEmail } from './factories';
import { JOB_SCHEMAS, migrateJobSchemas } from '../jobs/schemas';
import { outbox } from './schema';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A migrated database with rows in most tables, a queued job in each worker lane's queue and a used sequence. */
async function databaseWithRows(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: dir, log: pino({ level: 'silent' }) });
  try {
    await migrateJobSchemas(database.pool, new WorkerLogger(() => () => undefined));
    const db = database.db;
    await createAdmin(db);
    await createProvider(db, {
      status: 'active',
      serviceCategories: ['Plumbing'],
      team: [{ name: 'Sam', phone: '(831) 555-0101', email: uniqueEmail('member'), notificationMethod: 'sms' }],
    });
    for (let i = 0; i < 3; i++) await createCall(db, { customerName: `Caller ${i}`, summary: `Leak "${i}"\n\\ é` });
    await db.insert(outbox).values({ channel: 'email', recipient: 'a@example.test', body: 'Hi', dedupeKey: 'k1' });
    await database.pool.query(
      `select graphile_worker.add_job('expireJob', '{"jobId":"x"}'::json, run_at => now() + interval '1 day', job_key => 'expire:x')`,
    );
    await database.pool.query(
      `select graphile_worker_first.add_job('dispatchJobToAll', '{"jobId":"x"}'::json, run_at => now() + interval '1 hour', job_key => 'dispatch-all:x')`,
    );
  } finally {
    await database.close();
  }
}

/** Every row of every table in Earl's schemas (as text, sorted) and every sequence position. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname = any($1) and tablename <> 'migrations' order by 1`,
      [['public', 'drizzle', ...JOB_SCHEMAS]],
    );
    const result: Record<string, unknown> = {};
    for (const { name } of tables) {
      const { rows } = await client.query(`select t::text as row from ${name} t order by 1`);
      result[name] = rows.map((r) => r.row);
    }
    const { rows: sequences } = await client.query(
      `select schemaname, sequencename, last_value from pg_sequences where schemaname = any($1) order by 1, 2`,
      [['public', ...JOB_SCHEMAS]],
    );
    result.sequences = sequences;
    return result;
  } finally {
    await client.end();
  }
}

async function rowCount(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
  } finally {
    await client.end();
  }
}

describe("Earl's own backup format", () => {
  let source: string;
  let file: string;
  beforeAll(async () => {
    source = await createIsolatedDatabase('earl_backup_src');
    await databaseWithRows(source);
    file = path.join(dir, 'builtin.earl');
  });

  it('is chosen when pg_dump is missing or older than the server', async () => {
    const { method, reason } = await chooseBackupMethod(source); // the test server is PostgreSQL 18
    expect(method).toBe('builtin');
    expect(reason).toMatch(/pg_dump (is not on PATH|\d+ cannot dump PostgreSQL 18)/);
  });

  it('restores into an empty database exactly what was backed up', async () => {
    expect(await backupDatabase({ url: source, out: file, method: 'builtin' })).toBe('builtin');
    expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const target = await createIsolatedDatabase('earl_backup_dst');
    expect(await restoreDatabase({ url: target, input: file })).toBe('builtin');
    const [before, after] = [await contents(source), await contents(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    // both worker lanes' queues are in the backup, with their jobs
    for (const schema of JOB_SCHEMAS) expect(before[`${schema}._private_jobs`]).not.toHaveLength(0);
    expect(after).toEqual(before);
    // no trigger ran on the restored rows: each call still has exactly one job, no extra jobs were queued
    expect(await rowCount(target, 'jobs')).toBe(await rowCount(source, 'jobs'));
  });

  it('refuses a database that is not empty, unless forced', async () => {
    const target = await createIsolatedDatabase('earl_backup_full');
    await databaseWithRows(target);
    await expect(restoreDatabase({ url: target, input: file })).rejects.toThrow(
      /the database is not empty .* pass --force/,
    );
    await restoreDatabase({ url: target, input: file, force: true });
    expect(await contents(target)).toEqual(await contents(source));
  });

  it('works through npm run backup and npm run restore', async () => {
    const cliFile = path.join(dir, 'cli.earl');
    const env = { ...process.env, DATABASE_URL: source, DATABASE_WAIT_SECONDS: '0' };
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const backup = await exec(tsx, ['src/server/cli/backup.ts', '--out', cliFile], { cwd: root, env });
    expect(backup.stdout).toMatch(/Backed up the database to .*cli\.earl \(builtin: /);
    const target = await createIsolatedDatabase('earl_backup_cli');
    const restore = await exec(tsx, ['src/server/cli/restore.ts', '--in', cliFile], {
      cwd: root,
      env: { ...env, DATABASE_URL: target },
    });
    expect(restore.stdout).toContain('Restored');
    expect(await contents(target)).toEqual(await contents(source));
    const again = await exec(tsx, ['src/server/cli/restore.ts', '--in', cliFile], {
      cwd: root,
      env: { ...env, DATABASE_URL: target },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/not empty/) });
  });
});

describe.skipIf(skipDebianPostgresTests())('pg_dump and pg_restore when they match the server', () => {
  let cluster: DebianPostgres;
  beforeAll(async () => {
    cluster = await startDebianPostgres();
  });
  afterAll(() => cluster?.destroy());

  it('are used for a server of their version, and restore the same rows', async () => {
    const source = await cluster.createDatabase('earl_dump_src');
    await databaseWithRows(source);
    expect((await chooseBackupMethod(source)).method).toBe('pg_dump');
    const file = path.join(dir, 'pg_dump.earl');
    expect(await backupDatabase({ url: source, out: file })).toBe('pg_dump');
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    const target = await cluster.createDatabase('earl_dump_dst');
    expect(await restoreDatabase({ url: target, input: file })).toBe('pg_dump');
    expect(await contents(target)).toEqual(await contents(source));
  });
});
