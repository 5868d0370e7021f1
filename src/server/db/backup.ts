import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger as WorkerLogger } from 'graphile-worker';
import { JOB_SCHEMAS, migrateJobSchemas } from '../jobs/schemas';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { runMigrations } from './database';

// Backups of Earl's database in one of two formats, told apart by their first bytes:
// - pg_dump's custom format ("PGDMP"), written by pg_dump and read by pg_restore when they are on PATH at a major
//   version no older than the server's (Debian's postgresql-client, say; the embedded PostgreSQL ships none);
// - Earl's own logical dump (gzip): a header naming the migrations the database had, then every table's rows, each
//   column in its own text form (what COPY writes), all read in one REPEATABLE READ snapshot. Restoring it applies
//   those same migrations to an empty database, loads the rows with triggers off (no job is created twice, no
//   notification sent), sets the sequences, then applies any newer migrations of this release.

const exec = promisify(execFile);
const FORMAT = 'earl-backup';
const FORMAT_VERSION = 1;
/** schemas holding Earl's data: its tables, and graphile-worker's queues (scheduled jobs such as claim expiry) */
const DATA_SCHEMAS = ['public', ...JOB_SCHEMAS];
/** tables written by migrating rather than restored: drizzle's journal lives in schema "drizzle" */
const MIGRATION_TABLES = JOB_SCHEMAS.map((schema) => `${schema}.migrations`);
const ROWS_PER_FETCH = 1_000;
const ROWS_PER_INSERT = 500;
const quietWorkerLogger = new WorkerLogger(() => () => undefined);

export type BackupMethod = 'pg_dump' | 'builtin';

type Header = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  serverVersion: string;
  /** drizzle migrations applied (their journal `when`), in order */
  migrations: number[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
};
type TableLine = { table: string; columns: { name: string; type: string }[] };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => table.split('.').map(quoteIdent).join('.');

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client) {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

/** The major version of a PostgreSQL client program on PATH, or undefined when there is none. */
async function programMajor(program: 'pg_dump' | 'pg_restore') {
  try {
    const { stdout } = await exec(program, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** pg_dump when it is on PATH and can dump this server (same or newer major), else the built-in dump. */
export async function chooseBackupMethod(url: string): Promise<{ method: BackupMethod; reason: string }> {
  const server = await withClient(url, serverMajor);
  const dump = await programMajor('pg_dump');
  if (dump === undefined) return { method: 'builtin', reason: 'pg_dump is not on PATH' };
  if (dump < server) return { method: 'builtin', reason: `pg_dump ${dump} cannot dump PostgreSQL ${server}` };
  return { method: 'pg_dump', reason: `pg_dump ${dump} for PostgreSQL ${server}` };
}

/** libpq's environment for a URL, so the password never shows on a command line (ps). */
function libpqEnv(url: string) {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // a Unix socket's directory comes percent-encoded (`%2Fpath%2Fto%2Fdir`): libpq wants the path
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Writes a backup of the database at `url` to `out`; returns the method used. */
export async function backupDatabase(opts: { url: string; out: string; method?: BackupMethod }) {
  const method = opts.method ?? (await chooseBackupMethod(opts.url)).method;
  const partial = `${opts.out}.partial`;
  try {
    if (method === 'pg_dump')
      await runProgram(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
        libpqEnv(opts.url),
      );
    else await writeBuiltinDump(opts.url, partial);
    // a backup file exists only once complete
    fs.renameSync(partial, opts.out);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return method;
}

async function dataTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname = any($1) and not c.relispartition
     order by 1`,
    [DATA_SCHEMAS],
  );
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.includes(name));
}

/** Columns that take values (generated ones are computed again), with their full type. */
async function columnsOf(client: pg.ClientBase, table: string) {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [qualified(table)],
  );
  return rows;
}

async function writeBuiltinDump(url: string, file: string) {
  const gzip = zlib.createGzip();
  const output = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(output);
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
    gzip.on('error', reject);
  });
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  await withClient(url, async (client) => {
    // one snapshot for everything: the rows of every table agree with each other
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows: version } = await client.query<{ v: string }>(`select current_setting('server_version') as v`);
      const { rows: applied } = await client
        .query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at')
        .catch(() => ({ rows: [] as { created_at: string }[] }));
      const { rows: sequenceNames } = await client.query<{ name: string }>(
        `select schemaname || '.' || sequencename as name from pg_sequences where schemaname = any($1) order by 1`,
        [DATA_SCHEMAS],
      );
      const sequences: Header['sequences'] = [];
      for (const { name } of sequenceNames) {
        const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${qualified(name)}`,
        );
        sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
      }
      const header: Header = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        serverVersion: version[0]!.v,
        migrations: applied.map((m) => Number(m.created_at)),
        sequences,
      };
      await write(header);
      // referenced tables first, so a restore can insert the rows as it reads them
      for (const table of await insertionOrder(client, await dataTables(client))) {
        const columns = await columnsOf(client, table);
        await write({ table, columns } satisfies TableLine);
        const select = columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
        await client.query(`declare rows_cursor no scroll cursor for select ${select} from ${qualified(table)}`);
        for (;;) {
          const { rows } = await client.query<unknown[]>({
            text: `fetch ${ROWS_PER_FETCH} from rows_cursor`,
            rowMode: 'array',
          });
          for (const row of rows) await write(row);
          if (rows.length < ROWS_PER_FETCH) break;
        }
        await client.query('close rows_cursor');
      }
    } finally {
      await client.query('rollback');
    }
  });
  gzip.end();
  await finished;
}

/** Whether the database has any table of its own yet (a restore goes into an empty one unless forced). */
async function existingTables(client: pg.Client) {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
       and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`,
  );
  return rows[0]!.count;
}

async function backupFormat(file: string): Promise<BackupMethod> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (buffer.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'builtin';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not an Earl backup (neither pg_dump's custom format nor Earl's own)`);
}

/**
 * Restores a backup into the database at `url`, which must be empty (no tables) unless `force` is given: then
 * everything in Earl's schemas is dropped first. Afterwards the database has this release's migrations.
 */
export async function restoreDatabase(opts: { url: string; input: string; force?: boolean }) {
  const format = await backupFormat(opts.input);
  await withClient(opts.url, async (client) => {
    const tables = await existingTables(client);
    if (tables > 0 && !opts.force)
      throw new Error(
        `the database is not empty (${tables} tables and sequences): restore into an empty database, or pass --force to replace everything in it`,
      );
    if (tables > 0)
      await client.query(
        `${JOB_SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade; `).join('')}drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public`,
      );
  });
  if (format === 'pg_dump')
    await runProgram(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${decodeURIComponent(new URL(opts.url).pathname.slice(1))}`,
        opts.input,
      ],
      libpqEnv(opts.url),
    );
  else await restoreBuiltinDump(opts.url, opts.input);
  // a backup of an older release gets this release's migrations (and graphile-worker's)
  const pool = migrationPool(opts.url);
  try {
    await runMigrations(pool);
    await migrateJobSchemas(pool, quietWorkerLogger);
  } finally {
    await pool.end();
  }
  return format;
}

/** A small pool for migrating; a lost connection fails the query that uses it (reported), never the process. */
function migrationPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

type Journal = { entries: { when: number; tag: string }[] };

/** A copy of the migrations folder holding only the migrations the backup's database had. */
function migrationsUpTo(applied: number[]) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const known = new Set(journal.entries.map((e) => e.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length)
    throw new Error(
      `the backup comes from a newer release of Earl (${unknown.length} migrations this one does not have): restore it with that release`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-restore-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.filter((e) => applied.includes(e.when));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** Tables in an order that inserts every referenced row before the rows referencing it. */
async function insertionOrder(client: pg.ClientBase, tables: string[]) {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const r of rows) if (r.child === table && tables.includes(r.parent)) visit(r.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function restoreBuiltinDump(url: string, file: string) {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = (first.done ? undefined : JSON.parse(first.value)) as Header | undefined;
  if (header?.format !== FORMAT || header.version !== FORMAT_VERSION)
    throw new Error(`${file} is not an Earl backup of format ${FORMAT_VERSION}`);

  // the schema the backup's rows were written under: its own migrations, then graphile-worker's tables
  const pool = migrationPool(url);
  const migrations = migrationsUpTo(header.migrations);
  try {
    if (header.migrations.length) await migrate(drizzle(pool), { migrationsFolder: migrations });
    await migrateJobSchemas(pool, quietWorkerLogger);

    // the rows are inserted as they are read, a few hundred at a time, all in one transaction
    const client = await pool.connect();
    try {
      await client.query('begin');
      const present = await dataTables(client);
      let table: { name: string; columns: { name: string; type: string; index: number }[] } | undefined;
      let batch: (string | null)[][] = [];
      const flush = async () => {
        if (!table || !batch.length) return;
        const { name, columns } = table;
        const rows = batch;
        batch = [];
        const names = columns.map((c) => quoteIdent(c.name)).join(', ');
        const values = columns.map((_c, i) => `$${i + 1}::text[]`).join(', ');
        const casts = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
        const aliases = columns.map((_c, i) => `c${i}`).join(', ');
        await client.query(
          `insert into ${qualified(name)} (${names}) overriding system value
           select ${casts} from unnest(${values}) as u(${aliases})`,
          columns.map((c) => rows.map((row) => row[c.index] ?? null)),
        );
      };
      const finishTable = async () => {
        await flush();
        if (table) await client.query(`alter table ${qualified(table.name)} enable trigger user`);
      };
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        const value = JSON.parse(next.value) as TableLine | (string | null)[];
        if (Array.isArray(value)) {
          batch.push(value);
          if (batch.length >= ROWS_PER_INSERT) await flush();
          continue;
        }
        await finishTable();
        if (!present.includes(value.table)) throw new Error(`the backup has a table this schema lacks: ${value.table}`);
        // columns by name: one this release dropped is left out, one it added takes its default
        const target = new Map((await columnsOf(client, value.table)).map((c) => [c.name, c.type]));
        table = {
          name: value.table,
          columns: value.columns
            .map((c, index) => ({ name: c.name, type: target.get(c.name)!, index }))
            .filter((c) => c.type !== undefined),
        };
        // the database's triggers have already done their work on these rows (jobs from calls, notifications)
        await client.query(`alter table ${qualified(value.table)} disable trigger user`);
      }
      await finishTable();
      for (const sequence of header.sequences)
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          qualified(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
    await pool.end();
  }
}
