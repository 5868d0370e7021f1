import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { createAdmin, createProvider, uniqueEmail, uniqueSuffix } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import { skipDebianPostgresTests } from '../../scripts/test-prerequisites.mjs';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres';
import { openEventStreamAt } from '../support/event-stream';
import { startFakeTwilioApi, type FakeTwilioApi } from '../support/fake-twilio-api';
import { startPublicServerProcess } from '../support/server-process';
import { postTwilio, postVapi, signInOver, vapiEndOfCallReport } from '../support/webhooks';

// The built server on a PostgreSQL we stop, start and freeze under it (Debian's server in a temp dir): it must
// answer 503 quickly rather than hang, keep every webhook it acknowledged, and recover without a restart.

const SECRET = 'vapi-outage-secret';
const AUTH_TOKEN = 'twilio-outage-token';
const PUBLIC_URL = 'https://earl.example';
const MEMBER_PHONE = '(831) 555-0101';

let cluster: DebianPostgres;
let twilioApi: FakeTwilioApi;
let server: Awaited<ReturnType<typeof startPublicServerProcess>>;
let pool: pg.Pool;
let cookie: string;

beforeAll(async () => {
  cluster = await startDebianPostgres();
  const url = await cluster.createDatabase('earl_outage');
  twilioApi = await startFakeTwilioApi();
  server = await startPublicServerProcess({
    DATABASE_URL: url,
    PUBLIC_URL,
    VAPI_WEBHOOK_SECRET: SECRET,
    TWILIO_ACCOUNT_SID: 'ACoutage',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM_NUMBER: '+18005550199',
    TWILIO_API_URL: twilioApi.url,
  });
  pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined); // its idle connections die with the database, on purpose
  const db = drizzle(pool, { schema });
  const admin = await createAdmin(db);
  await createProvider(db, {
    status: 'active',
    serviceCategories: ['Plumbing'],
    team: [{ name: 'Sam Plumber', phone: MEMBER_PHONE, email: uniqueEmail('member'), notificationMethod: 'sms' }],
  });
  cookie = await signInOver(server.url, admin.email, admin.password, PUBLIC_URL);
});

// what the server logged explains a failure here better than any assertion
beforeEach(() => onTestFailed(() => console.log(`server output:\n${server.output()}`)));

afterAll(async () => {
  await server?.stop();
  await twilioApi?.close();
  await pool?.end();
  await cluster?.destroy();
});

/** A request as the signed-in admin that must be answered within `withinMs`: the fetch aborts (and the test fails) otherwise. */
async function request(path: string, init: RequestInit & { withinMs?: number; anonymous?: boolean } = {}) {
  // sent from our own pages: PUBLIC_URL's origin
  const headers = { origin: PUBLIC_URL, ...(init.anonymous ? {} : { cookie }), ...init.headers };
  const res = await fetch(server.url + path, { ...init, headers, signal: AbortSignal.timeout(init.withinMs ?? 5_000) });
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const bareReport = (callId: string) => ({
  message: { type: 'end-of-call-report', call: { id: callId }, analysis: { summary: 'The caller hung up.' } },
});
const twilioStatus = (callSid: string) =>
  postTwilio(server.url, {
    publicUrl: PUBLIC_URL,
    authToken: AUTH_TOKEN,
    path: '/webhooks/twilio/status',
    params: { CallSid: callSid, CallStatus: 'completed', CallDuration: '42' },
    timeoutMs: 5_000,
  });

/** Posts end-of-call reports back to back until stopped, remembering which ones the server acknowledged. */
function webhookTraffic(prefix: string) {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let running = true;
  const sender = async (lane: number) => {
    for (let i = 0; running; i++) {
      const id = `${prefix}-${lane}-${i}`;
      const res = await postVapi(server.url, SECRET, bareReport(id), 5_000);
      (res.status >= 200 && res.status < 300 ? acknowledged : refused).push(id);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const lanes = Promise.all([sender(0), sender(1)]);
  return {
    acknowledged,
    refused,
    stop: async () => {
      running = false;
      await lanes;
    },
  };
}

async function storedCountsOf(externalIds: string[]) {
  const { rows } = await pool.query<{ external_id: string; n: number }>(
    'select external_id, count(*)::int as n from calls where external_id = any($1) group by external_id',
    [externalIds],
  );
  return new Map(rows.map((r) => [r.external_id, r.n]));
}

// EARL_SKIP_BROWSER_TESTS=1 on a machine without Debian's PostgreSQL server skips the file (hooks included)
describe.skipIf(skipDebianPostgresTests())('PostgreSQL stopped under a running server', () => {
  it('answers 503 within 5 s while the database is down and recovers by itself, losing no acknowledged webhook or claim', async () => {
    const suffix = uniqueSuffix();
    const stream = await openEventStreamAt(`${server.url}/api/calls/stream`, cookie);
    await stream.next((e) => e.event === 'ready');

    // a lead whose offer SMS is on its way to Twilio when the database stops
    twilioApi.hold();
    expect((await postVapi(server.url, SECRET, vapiEndOfCallReport(`outage-lead-${suffix}`))).status).toBe(200);
    // the offer and the customer's receipt (issue 18)
    await expect.poll(() => twilioApi.waiting(), { timeout: 15_000 }).toBe(2);
    const { rows: offers } = await pool.query<{ id: string; body: string }>(
      "select id, body from outbox where dedupe_key like 'offer:%'",
    );
    expect(offers).toHaveLength(1);
    const claimToken = /\/claim\/([A-Za-z0-9_-]{43})/.exec(offers[0]!.body)![1]!;

    const traffic = webhookTraffic(`outage-${suffix}`);
    await expect.poll(() => traffic.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(5);

    await cluster.stop('fast');
    twilioApi.release(500); // Twilio fails the held send: the worker cannot even record that

    const health = await request('/api/health', { anonymous: true });
    expect(health).toEqual({ status: 503, json: { status: 'unhealthy', db: 'down' } });
    const unavailable = { status: 503, json: { error: { code: 'unavailable', message: expect.any(String) } } };
    expect(await request('/api/calls')).toEqual(unavailable);
    expect(await request(`/api/claims/${claimToken}`, { method: 'POST', anonymous: true })).toEqual(unavailable);
    const vapi = await postVapi(server.url, SECRET, bareReport(`outage-refused-${suffix}`), 5_000);
    expect(vapi.status).toBe(503); // Vapi and Twilio retry a 5xx
    const status = await twilioStatus(`CA${suffix}`);
    expect(status.status).toBe(503);
    await expect.poll(() => traffic.refused.length, { timeout: 5_000 }).toBeGreaterThan(0);

    await cluster.start();

    // back within 10 s, with no restart: pool, API, webhooks
    await expect
      .poll(async () => (await request('/api/health', { anonymous: true })).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect((await request('/api/calls')).status).toBe(200);
    const claim = await request(`/api/claims/${claimToken}`, { method: 'POST', anonymous: true });
    expect(claim.status).toBe(200);

    // the live stream opened before the outage resynchronises and carries new calls again (the LISTEN connection is back)
    await stream.next((e) => e.event === 'calls' && JSON.parse(e.data).op === 'RESYNC', 10_000);
    const afterId = `outage-after-${suffix}`;
    expect((await postVapi(server.url, SECRET, bareReport(afterId))).status).toBe(200);
    const { rows: after } = await pool.query<{ id: string }>('select id from calls where external_id = $1', [afterId]);
    await stream.next(
      (e) => e.event === 'calls' && e.data === JSON.stringify({ op: 'INSERT', id: after[0]!.id }),
      10_000,
    );
    stream.close();

    // the job runner is back too: the interrupted offer is delivered once, and the claim's confirmation follows
    await expect
      .poll(async () => (await pool.query('select status from outbox where id = $1', [offers[0]!.id])).rows[0].status, {
        timeout: 20_000,
      })
      .toBe('sent');
    expect(twilioApi.delivered().filter((r) => r.body === offers[0]!.body)).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (await pool.query("select status from outbox where dedupe_key like 'confirmation:%'")).rows.map(
            (r) => r.status,
          ),
        { timeout: 20_000 },
      )
      .toEqual(['sent']);

    await traffic.stop();
    expect(traffic.refused.length).toBeGreaterThan(0);
    const stored = await storedCountsOf(traffic.acknowledged);
    for (const id of traffic.acknowledged) expect(stored.get(id), id).toBe(1);
  });

  it('answers 503 instead of hanging while the database does not answer at all, and carries on when it does', async () => {
    cluster.freeze();
    try {
      // health gives up after 2 s; a query waits at most for a connection (3 s) or the request timeout (10 s)
      const [health, calls, vapi] = await Promise.all([
        request('/api/health', { anonymous: true }),
        request('/api/calls', { withinMs: 15_000 }),
        postVapi(server.url, SECRET, bareReport(`frozen-${uniqueSuffix()}`), 15_000),
      ]);
      expect(health).toEqual({ status: 503, json: { status: 'unhealthy', db: 'down' } });
      expect(calls.status).toBe(503);
      expect(vapi.status, vapi.body).toBe(503);
    } finally {
      cluster.thaw();
    }
    await expect
      .poll(async () => (await request('/api/health', { anonymous: true })).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    const id = `thawed-${uniqueSuffix()}`;
    expect((await postVapi(server.url, SECRET, bareReport(id))).status).toBe(200);
    expect((await storedCountsOf([id])).get(id)).toBe(1);
  });
});
