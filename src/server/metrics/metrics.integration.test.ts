import { randomUUID } from 'node:crypto';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInNewAdmin, type TestApp } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { dispatchedJobOf, teamMember } from '../../../test/support/marketplace';
import { freePort } from '../../../test/support/server-process';
import { startTwilioCall, TWILIO_TEST_ENV } from '../../../test/support/twilio-call';
import { codeTextedTo } from '../../../test/support/verification';
import { waitFor } from '../../../test/support/wait-for';
import { createProvider, uniqueSuffix } from '../db/factories';
import { calls, jobFirstOffers, outbox } from '../db/schema';
import { webIntakeLines } from '../../../test/support/intake';

// GET /metrics after real traffic: a web concierge call that becomes a dispatched job, a phone call's turns through
// Twilio, a Vapi tool call, an open live-update stream, and outbox rows left unsent. Each figure is checked against
// what was done or what the database holds.

const TOKEN = 'metrics-token-0123456789abcdef';
const VAPI_SECRET = 'vapi-metrics-secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...TWILIO_TEST_ENV,
    DATABASE_URL: await createIsolatedDatabase('metrics'),
    METRICS_TOKEN: TOKEN,
    VAPI_WEBHOOK_SECRET: VAPI_SECRET,
  });
});
afterAll(() => t?.close());

/** The exposition as `name{label="v",…}` → value (labels as the registry prints them). */
function parseMetrics(text: string) {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

const scrape = async (app = t.app, authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

const fullCall = webIntakeLines('831-555-0177');

describe('GET /metrics', () => {
  it('reports turns by channel, requests by route pattern, speed to lead, deliveries, queue, outbox, streams and pools', async () => {
    await createProvider(t.db, {
      status: 'active',
      serviceCategories: ['Appliance Installation & Repair'],
      team: [teamMember('email')],
    });

    // a web concierge call, whose call becomes a job offered to the provider's member
    const started = await t.app.inject({ method: 'POST', url: '/api/concierge/sessions', payload: {} });
    const sessionId = started.json<{ id: string }>().id;
    const turn = async (text: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/concierge/sessions/${sessionId}/turns`,
        payload: { text },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (const text of fullCall) await turn(text);
    // the customer types back the code texted to their number: only a verified web lead is offered
    await turn(await codeTextedTo(t.db, '(831) 555-0177', sessionId));
    const webTurns = fullCall.length + 1;
    const [call] = await t.db.select().from(calls).where(eq(calls.externalId, sessionId));
    const job = await dispatchedJobOf(t.db, call!.id);
    await waitFor(async () => (await t.db.select().from(jobFirstOffers).where(eq(jobFirstOffers.jobId, job.id)))[0]);

    // two turns of a phone call, one Vapi tool call
    const phone = await startTwilioCall(t.app, { from: '+18315550123' });
    await phone.say('My water heater is leaking');
    await phone.say('Sam Lee');
    const vapi = await t.app.inject({
      method: 'POST',
      url: '/webhooks/vapi',
      headers: { 'x-vapi-secret': VAPI_SECRET },
      payload: {
        message: {
          type: 'tool-calls',
          call: { id: randomUUID() },
          toolCallList: [
            {
              id: 'tc-1',
              type: 'function',
              function: { name: 'check_service_area', arguments: JSON.stringify({ address: '9 Beach St, Capitola' }) },
            },
          ],
        },
      },
    });
    expect(vapi.statusCode, vapi.body).toBe(200);

    // messages left unsent (no delivery queued for them), and a job no worker here knows, waiting for 90 s
    const unsent = (channel: 'email' | 'sms', status: 'queued' | 'failed') => ({
      channel,
      status,
      recipient: 'someone@example.test',
      body: 'Left for the metrics',
      dedupeKey: `metrics-test:${uniqueSuffix()}`,
    });
    await t.db
      .insert(outbox)
      .values([
        unsent('email', 'queued'),
        unsent('email', 'queued'),
        unsent('email', 'queued'),
        unsent('sms', 'failed'),
        unsent('sms', 'failed'),
      ]);
    await t.db.execute(
      sql`select graphile_worker.add_job('metricsProbe', '{}'::json, run_at => now() - interval '90 seconds')`,
    );

    const admin = await signInNewAdmin(t);
    const stream = await openEventStream(t.app, '/api/calls/stream', admin);
    try {
      await stream.next((e) => e.event === 'ready');
      const res = await scrape();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const m = parseMetrics(res.body);

      expect(m.get('earl_concierge_turn_duration_seconds_count{channel="web"}')).toBe(webTurns);
      expect(m.get('earl_concierge_turn_duration_seconds_count{channel="twilio"}')).toBe(2);
      expect(m.get('earl_concierge_turn_duration_seconds_count{channel="vapi"}')).toBe(1);
      expect(m.get('earl_concierge_turn_duration_seconds_sum{channel="web"}')).toBeGreaterThan(0);

      // by route pattern: the session id (like a claim token) never becomes a label
      expect(
        m.get(
          'earl_http_request_duration_seconds_count{method="POST",route="/api/concierge/sessions/:id/turns",status_code="200"}',
        ),
      ).toBe(webTurns);
      expect(res.body).not.toContain(sessionId);

      // the one offer was delivered once, and it was the job's first
      const offers = await t.db
        .select({ n: count() })
        .from(outbox)
        .where(and(like(outbox.dedupeKey, `offer:${job.id}:%`), eq(outbox.status, 'sent')));
      expect(offers[0]!.n).toBe(1);
      expect(m.get('earl_notification_deliveries_total{channel="email",outcome="sent"}')).toBe(1);
      expect(m.get('earl_speed_to_lead_seconds_count')).toBe(1);
      const [first] = await t.db.select().from(jobFirstOffers).where(eq(jobFirstOffers.jobId, job.id));
      expect(m.get('earl_speed_to_lead_seconds_sum')).toBeCloseTo(first!.secondsToFirstOffer, 6);
      expect(first!.secondsToFirstOffer).toBeGreaterThan(0);

      // the outbox gauges equal the rows
      const rows = await t.db
        .select({ channel: outbox.channel, status: outbox.status, n: count() })
        .from(outbox)
        .where(sql`${outbox.status} <> 'sent'`)
        .groupBy(outbox.channel, outbox.status);
      const rowCount = (channel: string, status: string) =>
        rows.find((r) => r.channel === channel && r.status === status)?.n ?? 0;
      expect(rowCount('email', 'queued')).toBe(3);
      // the two written above, the web caller's verification code and the customer's receipt for the job (issue 18;
      // this app's Twilio answers nothing)
      expect(rowCount('sms', 'failed')).toBe(4);
      const receipts = await t.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.dedupeKey, `received:${job.id}`), eq(outbox.status, 'failed')));
      expect(receipts[0]!.n).toBe(1);
      for (const channel of ['email', 'sms'])
        for (const status of ['queued', 'failed'])
          expect(m.get(`earl_outbox_messages{channel="${channel}",status="${status}"}`)).toBe(
            rowCount(channel, status),
          );

      expect(m.get('earl_job_queue_depth{task="metricsProbe"}')).toBe(1);
      expect(m.get('earl_job_queue_oldest_age_seconds{task="metricsProbe"}')).toBeGreaterThanOrEqual(90);
      // tasks this app runs are listed even with nothing due
      expect(m.has('earl_job_queue_depth{task="deliverNotification"}')).toBe(true);

      expect(m.get('earl_sse_clients')).toBe(1);
      for (const pool of ['requests', 'worker']) {
        expect(m.get(`earl_db_pool_total{pool="${pool}"}`)).toBeGreaterThanOrEqual(1);
        expect(m.get(`earl_db_pool_idle{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
        expect(m.get(`earl_db_pool_waiting{pool="${pool}"}`)).toBe(0);
      }
      expect(m.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      stream.close();
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789abc', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(t.app, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('earl_');
    }
  });

  it('does not exist without METRICS_TOKEN, and serves METRICS_PORT without a token', async () => {
    const port = await freePort();
    const other = await createTestApp({ METRICS_PORT: String(port) });
    try {
      expect((await scrape(other.app)).statusCode).toBe(404);
      expect((await scrape(other.app, '')).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('earl_http_request_duration_seconds');
    } finally {
      await other.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
