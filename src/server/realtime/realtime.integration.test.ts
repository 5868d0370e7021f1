import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/support/app';
import { openEventStream } from '../../../test/support/event-stream';
import { createAdmin, createCall, uniqueSuffix } from '../db/factories';
import { createNotificationHub, type HubMessage } from './hub';

let first: TestApp;
let second: TestApp;
let cookie: string;

beforeAll(async () => {
  // two app instances on one database, as with several servers behind a load balancer
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  const admin = await createAdmin(first.db);
  cookie = await signIn(first.app, admin.email, admin.password);
}, 60_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('GET /api/calls/stream', () => {
  it('sends an event-stream with the live-update headers', async () => {
    const stream = await openEventStream(first.app, '/api/calls/stream', cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await stream.next((e) => e.event === 'ready');
    stream.close();
  });

  it('delivers an event when a call is inserted from another connection', async () => {
    const stream = await openEventStream(first.app, '/api/calls/stream', cookie);
    await stream.next((e) => e.event === 'ready');
    const call = await createCall(first.db);
    const event = await stream.next((e) => e.event === 'calls' && JSON.parse(e.data).id === call.id);
    expect(JSON.parse(event.data)).toEqual({ op: 'INSERT', id: call.id });
    stream.close();
  });

  it('delivers a change made through another app instance', async () => {
    const stream = await openEventStream(first.app, '/api/calls/stream', cookie);
    await stream.next((e) => e.event === 'ready');
    const call = await createCall(first.db);
    const otherCookie = await signIn(second.app, ...(await adminLogin()));
    const res = await second.app.inject({
      method: 'PATCH',
      url: `/api/calls/${call.id}`,
      payload: { status: 'resolved' },
      headers: { cookie: otherCookie },
    });
    expect(res.statusCode).toBe(200);
    await stream.next((e) => e.event === 'calls' && e.data === JSON.stringify({ op: 'UPDATE', id: call.id }));
    stream.close();
  });
});

async function adminLogin(): Promise<[string, string]> {
  const admin = await createAdmin(first.db);
  return [admin.email, admin.password];
}

describe('notification hub', () => {
  it('reconnects by itself after its database connection is killed, and asks subscribers to resync', async () => {
    const applicationName = `earl-realtime-test-${uniqueSuffix()}`;
    const hub = createNotificationHub({
      connectionString: inject('databaseUrl'),
      log: pino({ level: 'silent' }),
      applicationName,
    });
    const received: HubMessage[] = [];
    await hub.subscribe('hub_test_channel', (m) => received.push(m));
    const pool = first.database.pool;
    await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);

    await expect.poll(() => received.some((m) => m.kind === 'resync'), { timeout: 10_000 }).toBe(true);
    await pool.query("select pg_notify('hub_test_channel', 'after-reconnect')");
    await expect
      .poll(() => received.some((m) => m.kind === 'notification' && m.payload === 'after-reconnect'), {
        timeout: 5_000,
      })
      .toBe(true);
    await hub.close();
  });

  it('delivers each notification to every subscriber of the channel and none after unsubscribing', async () => {
    const hub = createNotificationHub({ connectionString: inject('databaseUrl'), log: pino({ level: 'silent' }) });
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await hub.subscribe('hub_fanout_channel', (m) => m.kind === 'notification' && a.push(m.payload));
    await hub.subscribe('hub_fanout_channel', (m) => m.kind === 'notification' && b.push(m.payload));
    expect(hub.subscriberCount('hub_fanout_channel')).toBe(2);
    await first.database.pool.query("select pg_notify('hub_fanout_channel', 'one')");
    await expect.poll(() => a.length + b.length).toBe(2);
    stopA();
    await first.database.pool.query("select pg_notify('hub_fanout_channel', 'two')");
    await expect.poll(() => b).toEqual(['one', 'two']);
    expect(a).toEqual(['one']);
    await hub.close();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    const hub = createNotificationHub({ connectionString: inject('databaseUrl'), log: pino({ level: 'silent' }) });
    await expect(hub.subscribe('calls; drop table calls', () => undefined)).rejects.toThrow(/invalid channel name/);
    await hub.close();
  });
});
