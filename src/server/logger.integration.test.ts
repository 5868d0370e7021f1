import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { uniqueEmail } from './db/factories';
import { createLogger } from './logger';

// Every log line the server writes at the most verbose level, captured while an account signs up and signs in.
let lines = '';
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  const log = createLogger('trace', sink);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  app = await buildApp({ config, database, log, serveWeb: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never contain passwords, session tokens or cookies', async () => {
    const email = uniqueEmail('log');
    const password = 'log-secret-password-9';
    await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password } });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    const token = signIn.cookies[0]!.value;
    await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `earl_session=${token}` } });
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `earl_session=${token}` } });
    expect(lines).toContain('/api/auth/sign-in'); // the requests were logged
    expect(lines).not.toContain(password);
    expect(lines).not.toContain(token);
  });
});
