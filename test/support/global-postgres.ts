import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createPool, runMigrations } from '../../src/server/db/database';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** connection URL of the cluster's maintenance database, for tests that create databases of their own */
    adminDatabaseUrl: string;
  }
}

/** One real PostgreSQL per test run, in a temporary folder, with a throwaway migrated database. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const log = pino({ level: 'warn' });
  const server = await startEmbeddedPostgres({ dataDir, database: 'earl_test', log });
  const pool = createPool(server.url, log, 2);
  await runMigrations(pool);
  await pool.end();
  project.provide('databaseUrl', server.url);
  project.provide('adminDatabaseUrl', server.url.replace(/\/earl_test$/, '/postgres'));
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
