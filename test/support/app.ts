import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { createAdmin } from '../../src/server/db/factories';

export type TestApp = { app: FastifyInstance; database: Database; db: Database['db']; close: () => Promise<void> };

/** The real app on the run's PostgreSQL, driven with app.inject (no port needed). */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  opts: { clock?: () => Date; rateLimitScope?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // test files share one database and one client IP: the tests of these limits set their own
    LEADS_PER_IP_PER_HOUR: '100000',
    LEADS_PER_PHONE_PER_DAY: '100000',
    SMS_BUDGET_PER_HOUR: '100000',
    ...env,
  });
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  // rate limits count in the shared database: each test app counts on its own unless a test makes apps share a scope,
  // as instances of one deployment do
  const rateLimitScope = opts.rateLimitScope ?? `test-${crypto.randomUUID()}:`;
  const app = await buildApp({ config, database, log, serveWeb: false, clock: opts.clock, rateLimitScope });
  sendFromOwnOrigin(app, new URL(config.publicUrl).origin);
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Every `app.inject` of a test carries `Origin: PUBLIC_URL`, as the web app's requests do in the browser (the server
 * refuses state-changing requests from other origins). A test of that refusal sets its own `origin` header, or
 * `origin: ''` to send none.
 */
function sendFromOwnOrigin(app: FastifyInstance, origin: string) {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = ((opts: InjectOptions | string) => {
    const options = typeof opts === 'string' ? { url: opts } : opts;
    const headers: Record<string, unknown> = { origin, ...options.headers };
    if (headers.origin === '') delete headers.origin;
    return inject({ ...options, headers: headers as InjectOptions['headers'] });
  }) as FastifyInstance['inject'];
}

/** The headers a browser on our own pages sends with a state-changing request (for tests using fetch). */
export const sameOriginHeaders = (url: string) => ({ origin: new URL(url).origin });

/** Signs in through the real endpoint and returns the Cookie header to send on later requests. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A new admin, signed in: the Cookie header of its session. */
export async function signInNewAdmin({ app, db }: Pick<TestApp, 'app' | 'db'>): Promise<string> {
  const admin = await createAdmin(db);
  return signIn(app, admin.email, admin.password);
}

export type TestAppWithAdmin = TestApp & { adminCookie: string };

/**
 * For a test file driving admin routes: the real app is built before its tests, with a new admin signed in
 * (`adminCookie`), and closed after them. The returned object is filled in by the time the tests run.
 */
export function testAppWithAdmin(env: Record<string, string> = {}): TestAppWithAdmin {
  const t = {} as TestAppWithAdmin;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
    t.adminCookie = await signInNewAdmin(t);
  });
  afterAll(() => t.close());
  return t;
}
