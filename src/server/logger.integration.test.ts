import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { createUser, uniqueEmail } from './db/factories';
import { newSessionToken } from './auth/tokens';
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
  // the web app's requests carry our own origin (src/server/http/cross-site.ts)
  const appInject = app.inject.bind(app);
  send = (opts) => appInject({ ...opts, headers: { origin: config.publicUrl, ...opts.headers } });
});
let send: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never contain passwords, session tokens or cookies', async () => {
    const password = 'log-secret-password-9';
    await send({ method: 'POST', url: '/api/auth/sign-up', payload: { email: uniqueEmail('log'), password } });
    const { email } = await createUser(database.db, { password });
    const signIn = await send({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    const token = signIn.cookies[0]!.value;
    await send({ method: 'GET', url: '/api/auth/session', headers: { cookie: `earl_session=${token}` } });
    await send({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `earl_session=${token}` } });
    expect(lines).toContain('/api/auth/sign-in'); // the requests were logged
    expect(lines).not.toContain(password);
    expect(lines).not.toContain(token);
  });

  it('say each request once, when it is answered: method, URL, status and time on one line', async () => {
    await send({ method: 'GET', url: '/api/health?probe=one-line' });
    const logged = lines.split('\n').filter((line) => line.includes('/api/health?probe=one-line'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=one-line' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('show the tokens of claim, verification and password reset links redacted', async () => {
    const claimToken = newSessionToken();
    const verificationToken = newSessionToken();
    const resetToken = newSessionToken();
    await send({ method: 'GET', url: `/api/claims/${claimToken}` });
    await send({ method: 'POST', url: `/api/claims/${claimToken}` });
    await send({ method: 'GET', url: `/claim/${claimToken}?from=sms` });
    await send({ method: 'GET', url: `/verify-email/${verificationToken}` });
    await send({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verificationToken } });
    expect(lines).toContain('"url":"/api/claims/[redacted]"');
    expect(lines).toContain('"url":"/claim/[redacted]?from=sms"');
    await send({ method: 'GET', url: `/reset-password/${resetToken}` });
    await send({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: 'a-new-log-password-3' },
    });
    expect(lines).toContain('"url":"/verify-email/[redacted]"');
    expect(lines).toContain('"url":"/reset-password/[redacted]"');
    expect(lines).not.toContain(claimToken);
    expect(lines).not.toContain(verificationToken);
    expect(lines).not.toContain(resetToken);
    expect(lines).not.toContain('a-new-log-password-3');
  });
});
