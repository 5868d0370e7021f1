import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { marketplaceMessages } from '@shared/messages';
import { createAdmin, createProvider, uniqueEmail, uniqueSuffix } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import { skipDebianPostgresTests } from '../../scripts/test-prerequisites.mjs';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres';
import { openEventStreamAt } from '../support/event-stream';
import { startFakeTwilioApi, type FakeTwilioApi } from '../support/fake-twilio-api';
import { startPublicServerProcess } from '../support/server-process';
import { postVapi, signInOver, vapiEndOfCallReport } from '../support/webhooks';

// Two server processes on one DATABASE_URL (Debian's PostgreSQL), as behind a load balancer: they migrate once,
// share live updates, deliver each notification once, and let exactly one of several racing claims win.

const SECRET = 'vapi-two-instances-secret';
const PUBLIC_URL = 'https://earl.example';
const root = path.resolve(import.meta.dirname, '../..');

let cluster: DebianPostgres;
let twilioApi: FakeTwilioApi;
let a: Awaited<ReturnType<typeof startPublicServerProcess>>;
let b: Awaited<ReturnType<typeof startPublicServerProcess>>;
let pool: pg.Pool;
let db: ReturnType<typeof drizzle<typeof schema>>;

beforeAll(async () => {
  cluster = await startDebianPostgres();
  const url = await cluster.createDatabase('earl_shared');
  // Twilio fails the first attempt at every message, so each delivery goes through a retry
  twilioApi = await startFakeTwilioApi((attempt) => (attempt === 0 ? 500 : 201));
  const env = {
    DATABASE_URL: url,
    PUBLIC_URL,
    VAPI_WEBHOOK_SECRET: SECRET,
    TWILIO_ACCOUNT_SID: 'ACshared',
    TWILIO_AUTH_TOKEN: 'twilio-shared-token',
    TWILIO_FROM_NUMBER: '+18005550199',
    TWILIO_API_URL: twilioApi.url,
    // the rate-limit test names its client with X-Forwarded-For, as a load balancer does
    TRUST_PROXY: '1',
  };
  // both at once on an empty database: the migrations race for their advisory lock
  [a, b] = await Promise.all([startPublicServerProcess(env), startPublicServerProcess(env)]);
  pool = new pg.Pool({ connectionString: url, max: 3 });
  db = drizzle(pool, { schema });
});

beforeEach(() => onTestFailed(() => console.log(`instance A:\n${a.output()}\ninstance B:\n${b.output()}`)));

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await twilioApi?.close();
  await pool?.end();
  await cluster?.destroy();
});

const outboxRows = async (dedupePrefix: string) =>
  (
    await pool.query<{ id: string; recipient: string; body: string; status: string; attempts: number }>(
      'select id, recipient, body, status, attempts from outbox where dedupe_key like $1',
      [`${dedupePrefix}%`],
    )
  ).rows;

// EARL_SKIP_BROWSER_TESTS=1 on a machine without Debian's PostgreSQL server skips the file (hooks included)
describe.skipIf(skipDebianPostgresTests())('two instances on one database', () => {
  it('applies the migrations once when both start together', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0]!.n).toBe(journal.entries.length);
  });

  it("counts one client's sign-ins across both instances: the 21st is refused, wherever it lands", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${i % 2 ? b.url : a.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.21' },
        body: JSON.stringify({ email: uniqueEmail('limited'), password: 'not-the-password' }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    // AUTH_RATE_LIMIT_PER_MINUTE's default, 20, once for the two instances
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
  });

  it('shows a call ingested by instance A live to an admin connected to instance B', async () => {
    const admin = await createAdmin(db);
    const cookie = await signInOver(b.url, admin.email, admin.password, PUBLIC_URL);
    const stream = await openEventStreamAt(`${b.url}/api/calls/stream`, cookie);
    try {
      await stream.next((e) => e.event === 'ready');
      const callId = `two-live-${uniqueSuffix()}`;
      expect(
        (
          await postVapi(a.url, SECRET, {
            message: { type: 'end-of-call-report', call: { id: callId }, analysis: { summary: 'Hung up.' } },
          })
        ).status,
      ).toBe(200);
      const { rows } = await pool.query<{ id: string }>('select id from calls where external_id = $1', [callId]);
      await stream.next((e) => e.event === 'calls' && e.data === JSON.stringify({ op: 'INSERT', id: rows[0]!.id }));
    } finally {
      stream.close();
    }
  });

  it('delivers every notification once, retrying Twilio failures with back-off, and lets one claim win across instances', async () => {
    const rivals = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createProvider(db, {
          status: 'active',
          serviceCategories: ['Plumbing'],
          businessName: `Rival ${i} ${uniqueSuffix()}`,
          team: [
            {
              name: `Member ${i}`,
              phone: `(831) 555-02${String(i).padStart(2, '0')}`,
              email: uniqueEmail('member'),
              notificationMethod: 'sms',
            },
          ],
        }),
      ),
    );
    const callId = `two-lead-${uniqueSuffix()}`;
    expect((await postVapi(a.url, SECRET, vapiEndOfCallReport(callId, { customerPhone: '831-555-0299' }))).status).toBe(
      200,
    );
    const { rows: jobRows } = await pool.query<{ id: string }>(
      'select j.id from jobs j join calls c on c.id = j.call_id where c.external_id = $1',
      [callId],
    );
    const jobId = jobRows[0]!.id;

    // a failed send waits out a back-off before its retry (graphile-worker: exp(attempts) seconds)
    await expect
      .poll(
        async () =>
          (
            await pool.query(
              "select count(*)::int as n from graphile_worker.jobs where key like 'deliver:%' and attempts = 1 and last_error like 'Twilio answered 500%' and run_at > now()",
            )
          ).rows[0].n,
        { timeout: 20_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await outboxRows(`offer:${jobId}:`)).map((r) => r.status), { timeout: 30_000 })
      .toEqual(Array(8).fill('sent'));

    const tokens = (await outboxRows(`offer:${jobId}:`)).map((r) => /\/claim\/([A-Za-z0-9_-]{43})/.exec(r.body)![1]!);
    const claims = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${i % 2 ? b.url : a.url}/api/claims/${token}`, {
          method: 'POST',
          headers: { origin: PUBLIC_URL },
        });
        return {
          status: res.status,
          body: (await res.json()) as { businessName?: string; error?: { message: string } },
        };
      }),
    );
    const winners = claims.filter((c) => c.status === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.body.businessName!;
    expect(rivals.map((r) => r.provider.businessName)).toContain(winner);
    for (const loser of claims.filter((c) => c.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(loser.body.error!.message).toBe(marketplaceMessages.alreadyClaimed(winner));
    }
    const { rows: claimed } = await pool.query<{ status: string }>('select status from jobs where id = $1', [jobId]);
    expect(claimed[0]!.status).toBe('claimed');

    // the customer's receipt (issue 18) and confirmation and the 7 "job taken" notes go out once each too
    await expect
      .poll(async () => (await outboxRows(`received:${jobId}`)).map((r) => r.status), { timeout: 30_000 })
      .toEqual(['sent']);
    await expect
      .poll(async () => (await outboxRows(`confirmation:${jobId}`)).map((r) => r.status), { timeout: 30_000 })
      .toEqual(['sent']);
    await expect
      .poll(async () => (await outboxRows(`taken:${jobId}:`)).filter((r) => r.status === 'sent').length, {
        timeout: 30_000,
      })
      .toBe(7);

    const all = (
      await pool.query<{ recipient: string; body: string; status: string; attempts: number }>(
        "select recipient, body, status, attempts from outbox where channel = 'sms'",
      )
    ).rows;
    expect(all).toHaveLength(8 + 1 + 1 + 7);
    for (const message of all) {
      expect(message).toMatchObject({ status: 'sent', attempts: 2 });
      const requests = twilioApi.requests.filter((r) => r.body === message.body && r.to === message.recipient);
      expect(requests.map((r) => r.status)).toEqual([500, 201]); // refused once, sent once, never twice
    }
    expect(twilioApi.delivered()).toHaveLength(all.length);
  });
});
