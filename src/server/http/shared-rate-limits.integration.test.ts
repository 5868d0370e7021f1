import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { closedPort } from '../../../test/support/fake-smtp-server';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { createPool } from '../db/database';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../db/schema';
import { uniqueEmail } from '../db/factories';
import { jobKeys } from '../jobs/keys';
import { registerErrorHandling } from './errors';
import { rateLimited, registerRateLimits } from './rate-limit';
import { deleteEndedRateLimitWindows } from './rate-limit-repository';

// Two app instances of one deployment on one database, as behind a load balancer: every limit counts once across
// both, so a client spreading its requests over the instances gets the configured number, not twice it.
const SIGN_INS = 20;
const CLAIMS = 6;
const SESSIONS = 4;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = {
    DATABASE_URL: await createIsolatedDatabase('shared_limits'),
    AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_INS),
    CLAIM_RATE_LIMIT_PER_MINUTE: String(CLAIMS),
    CONCIERGE_SESSIONS_PER_MINUTE: String(SESSIONS),
  };
  a = await createTestApp(env, undefined, { rateLimitScope: '' });
  b = await createTestApp(env, undefined, { rateLimitScope: '' });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** Sends `count` requests from one address, alternating between the two instances; returns the statuses in order. */
async function alternate(count: number, request: (app: TestApp, i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request(i % 2 ? b : a, i)).statusCode);
  return statuses;
}

describe('rate limits across instances', () => {
  it('refuses the 21st sign-in of one address spread over two instances, admin and provider sign-in together', async () => {
    const statuses = await alternate(SIGN_INS * 2, (t, i) =>
      t.app.inject({
        method: 'POST',
        // the admin and the provider sign-in share one count
        url: i % 4 < 2 ? '/api/auth/sign-in' : '/api/provider/sign-in',
        payload: { email: uniqueEmail('shared-limit'), password: 'not-the-password' },
        remoteAddress: '10.40.0.1',
      }),
    );
    expect(statuses.slice(0, SIGN_INS)).toEqual(Array(SIGN_INS).fill(401));
    expect(statuses.slice(SIGN_INS)).toEqual(Array(SIGN_INS).fill(429));
    // another address still gets in, on either instance
    for (const t of [a, b])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            payload: { email: uniqueEmail('other'), password: 'not-the-password' },
            remoteAddress: '10.40.0.2',
          })
        ).statusCode,
      ).toBe(401);
  });

  it('refuses the claim link and the concierge session beyond their limits across instances', async () => {
    const claims = await alternate(CLAIMS * 2, (t) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${'B'.repeat(43)}`, remoteAddress: '10.40.1.1' }),
    );
    expect(claims.slice(0, CLAIMS)).toEqual(Array(CLAIMS).fill(404));
    expect(claims.slice(CLAIMS)).toEqual(Array(CLAIMS).fill(429));

    const sessions = await alternate(SESSIONS * 2, (t) =>
      t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {}, remoteAddress: '10.40.2.1' }),
    );
    expect(sessions.slice(0, SESSIONS)).toEqual(Array(SESSIONS).fill(201));
    expect(sessions.slice(SESSIONS)).toEqual(Array(SESSIONS).fill(429));
  });

  it('tells the refused client when the shared window ends, on either instance', async () => {
    const refused = await b.app.inject({
      method: 'POST',
      url: `/api/claims/${'B'.repeat(43)}`,
      remoteAddress: '10.40.1.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('sweeps ended windows and keeps live ones, and keeps its sweep queued', async () => {
    await a.db.execute(
      sql`insert into rate_limits (key, hits, window_ends_at) values ('swept|10.40.9.9', 3, now() - interval '1 second')`,
    );
    await deleteEndedRateLimitWindows(a.db);
    const keys = (await a.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('swept|10.40.9.9');
    expect(keys.some((k) => k.endsWith('|10.40.0.1'))).toBe(true);
    // the sweep queued at start ran and queued its next run
    await expect
      .poll(
        async () =>
          (
            await a.db.execute<{ n: number }>(
              sql`select count(*)::int as n from graphile_worker.jobs where key = ${jobKeys.sweepRateLimits} and run_at > now() + interval '4 minutes'`,
            )
          ).rows[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});

describe('rate limits without the database', () => {
  it('answer 503 unavailable, as every request needing the database does (fail closed)', async () => {
    const pool = createPool(`postgres://earl:x@127.0.0.1:${await closedPort()}/earl`, pino({ level: 'silent' }), 2);
    const app = Fastify();
    registerErrorHandling(app);
    await registerRateLimits(app, { db: drizzle(pool, { schema }) });
    app.post('/limited', { config: rateLimited(5) }, async () => ({ ok: true }));
    try {
      const res = await app.inject({ method: 'POST', url: '/limited' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('unavailable');
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
