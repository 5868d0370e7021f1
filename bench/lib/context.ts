import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { uniqueSuffix } from '../../src/server/db/factories';
import type { BenchRow } from './report';

/** What every suite gets: the production server running on a fresh embedded database. */
export type BenchContext = {
  root: string;
  /** base URL of the running production server */
  url: string;
  dataDir: string;
  /** the embedded database the server uses, for arranging data with the shared factories */
  databaseUrl: string;
  /** environment the server was started with (to start more instances of it) */
  env: Record<string, string>;
  /** seconds of load per figure (BENCH_SECONDS, default 5) */
  seconds: number;
};

/** A suite measures one area and returns its rows; bench/run.ts runs every file in bench/suites/. */
export type BenchSuite = {
  name: string;
  /** runs only when named on the command line (`npm run bench -- scale`), never in a plain `npm run bench` */
  onlyWhenNamed?: boolean;
  run: (ctx: BenchContext) => Promise<BenchRow[]>;
};

/** The embedded server's URL while the app runs it: credentials from DATA_DIR, port from postmaster.pid. */
export function embeddedDatabaseUrl(dataDir: string) {
  const { user, password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/earl`;
}

/**
 * A database of its own on the bench's PostgreSQL, for a suite that starts a server of its own: sharing the main
 * server's database would split that server's background jobs between two processes on the same 2 cores. `drop`
 * removes it (and ends the admin connection).
 */
export async function databaseOfItsOwn(ctx: Pick<BenchContext, 'databaseUrl'>, prefix: string) {
  const admin = new pg.Client({ connectionString: ctx.databaseUrl });
  await admin.connect();
  const database = `${prefix}_${uniqueSuffix()}`;
  await admin.query(`create database ${database}`);
  return {
    url: ctx.databaseUrl.replace(/\/earl$/, `/${database}`),
    async drop() {
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
