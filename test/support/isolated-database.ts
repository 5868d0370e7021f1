import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new, empty database on the run's PostgreSQL (the app migrates it when it opens it). For tests that count rows
 * or run background jobs, which must not see other test files' rows or pick up their queued jobs.
 */
export async function createIsolatedDatabase(prefix: string): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
