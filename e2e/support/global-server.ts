import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../test/support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string;
  }
}

export const E2E_CONCIERGE_PHONE = '(800) 555-0142';

/**
 * Every spec's visitor comes from 127.0.0.1, and rate-limit counts live in the database all e2e servers share: a
 * server of a spec's own on that database takes these limits too, or other specs' sessions use up its budget.
 */
export const E2E_RATE_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  CONCIERGE_SESSIONS_PER_MINUTE: '100000',
  // several specs reuse one callback number
  LEADS_PER_IP_PER_HOUR: '100000',
  LEADS_PER_PHONE_PER_DAY: '100000',
};

/** The production build on its own database, as users get it. */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().adminDatabaseUrl;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('create database earl_e2e');
  await client.end();
  const databaseUrl = adminUrl.replace(/\/postgres$/, '/earl_e2e');
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    ...E2E_RATE_LIMITS,
    CONCIERGE_PHONE: E2E_CONCIERGE_PHONE,
  });
  project.provide('baseUrl', server.url);
  project.provide('e2eDatabaseUrl', databaseUrl);
  return () => server.stop();
}
