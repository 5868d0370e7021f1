import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { startConversation } from './engine/engine';
import { insertChannelSession, insertSession, saveTurnIfCurrent, storeCallAndEndIfCurrent } from './repository';

// What a turn's UPDATE writes (saveTurnIfCurrent and saveSessionState): no index may read any of it.
const TURN_COLUMNS = ['state', 'turn', 'last_turn_at', 'updated_at', 'unheard', 'last_answer'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a concierge turn's write", () => {
  it('touches no index of concierge_sessions: every index reads only columns a turn never writes', async () => {
    const indexes = await t.db.execute<{ def: string }>(
      sql`select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'concierge_sessions'::regclass`,
    );
    expect(indexes.rows.length).toBeGreaterThanOrEqual(2); // the primary key and the idle sweep's, at least
    for (const { def } of indexes.rows) {
      const columnsAndPredicate = def.slice(def.indexOf(' USING '));
      for (const column of TURN_COLUMNS) expect(columnsAndPredicate).not.toMatch(new RegExp(`\\b${column}\\b`));
    }
  });

  it('is a HOT update: the new version stays on its page and no index entry is written', async () => {
    const session = await insertSession(t.db, {
      state: startConversation({ now: new Date() }).state,
      phoneNumber: '+18005550199',
      source: 'web',
      idleSeconds: 600,
    });
    const client = await t.database.pool.connect();
    try {
      const db = drizzle(client, { schema }) as unknown as Db;
      // this connection's counters not yet reported (they run on across its transactions): compared around each save
      const counts = async () =>
        (
          await client.query<{ updated: number; hot: number }>(
            `select pg_stat_get_xact_tuples_updated('concierge_sessions'::regclass)::int as updated,
                    pg_stat_get_xact_tuples_hot_updated('concierge_sessions'::regclass)::int as hot`,
          )
        ).rows[0]!;
      for (let turn = 0; turn < 3; turn++) {
        await client.query('begin');
        const before = await counts();
        const state = {
          ...session.state,
          transcript: [...session.state.transcript, { role: 'user', text: `${turn}` }],
        };
        expect(await saveTurnIfCurrent(db, session.id, turn, { state: state as typeof session.state })).toBe(true);
        const after = await counts();
        await client.query('commit');
        expect({ updated: after.updated - before.updated, hot: after.hot - before.hot }).toEqual({
          updated: 1,
          hot: 1,
        });
      }
    } finally {
      client.release();
    }
  });

  it('finds room on its page: the table is filled to a fifth on insert', async () => {
    const options = await t.db.execute<{ reloptions: string[] | null }>(
      sql`select reloptions from pg_class where oid = 'concierge_sessions'::regclass`,
    );
    expect(options.rows[0]?.reloptions).toContain('fillfactor=20');
  });
});

describe("a channel call's last turn", () => {
  const record = (over: Partial<Parameters<typeof storeCallAndEndIfCurrent>[4]> = {}) => ({
    customerName: 'Dana Whitaker',
    customerPhone: '+18315550187',
    serviceType: 'Plumbing' as const,
    serviceAddress: null,
    summary: 'Water heater leaking.',
    transcript: 'Caller: my water heater is leaking',
    status: 'pending' as const,
    urgency: 'normal' as const,
    callDuration: 0,
    preferredTime1: 'Thursday, March 5, morning (8am-12pm)',
    preferredTime2: null,
    language: 'en' as const,
    callerId: '+18315550187',
    phoneVerifiedAt: new Date('2026-03-04T18:00:00.000Z'),
    ...over,
  });
  const session = (externalId: string) =>
    insertChannelSession(t.db, {
      state: startConversation({ now: new Date() }).state,
      phoneNumber: '+18005550199',
      source: 'phone',
      externalId,
      lastAnswer: '<Response/>',
      idleSeconds: 600,
    });

  it('stores the call as given (nulls, dates) in a statement prepared once per set of columns, and nothing when stale', async () => {
    const client = await t.database.pool.connect();
    try {
      const db = drizzle(client, { schema }) as unknown as Db;
      const prepared = async () =>
        (
          await client.query<{ name: string }>(
            `select name from pg_prepared_statements where name like 'concierge_store_call_%' order by name`,
          )
        ).rows.map((r) => r.name);
      const before = await prepared();
      const first = (await session('CA-store-1'))!;
      const turn = { state: first.state, turn: 1, unheard: 0, lastAnswer: '<Response><Hangup/></Response>' };
      // a turn read before another one was saved stores nothing
      expect(await storeCallAndEndIfCurrent(db, first, 5, turn, record())).toBe(false);
      expect(await storeCallAndEndIfCurrent(db, first, 0, turn, record())).toBe(true);
      const second = (await session('CA-store-2'))!;
      const withRecording = record({ recordingUrl: 'https://api.twilio.com/recordings/RE1', phoneVerifiedAt: null });
      expect(await storeCallAndEndIfCurrent(db, second, 0, turn, withRecording)).toBe(true);
      // a second call with the first one's columns reuses its statement: two statements for two sets of columns
      const third = (await session('CA-store-3'))!;
      expect(await storeCallAndEndIfCurrent(db, third, 0, turn, record({ customerName: null }))).toBe(true);
      expect((await prepared()).length - before.length).toBe(2);

      const stored = await t.db.execute<{
        external_id: string;
        customer_name: string | null;
        service_address: string | null;
        phone_verified_at: boolean | null;
        recording_url: string | null;
        preferred_time_2: string | null;
        lead_check: string;
      }>(
        sql`select external_id, customer_name, service_address, phone_verified_at = timestamptz '2026-03-04T18:00:00Z' as phone_verified_at, recording_url, preferred_time_2, lead_check from calls where external_id like 'CA-store-%' order by external_id`,
      );
      expect(stored.rows).toEqual([
        {
          external_id: 'CA-store-1',
          customer_name: 'Dana Whitaker',
          service_address: null,
          phone_verified_at: true,
          recording_url: null,
          preferred_time_2: null,
          lead_check: 'incomplete',
        },
        {
          external_id: 'CA-store-2',
          customer_name: 'Dana Whitaker',
          service_address: null,
          phone_verified_at: null,
          recording_url: 'https://api.twilio.com/recordings/RE1',
          preferred_time_2: null,
          lead_check: 'incomplete',
        },
        {
          external_id: 'CA-store-3',
          customer_name: null,
          service_address: null,
          phone_verified_at: true,
          recording_url: null,
          preferred_time_2: null,
          lead_check: 'incomplete',
        },
      ]);
      const ended = await t.db.execute<{ status: string; turn: number; has_call: boolean }>(
        sql`select status, turn, call_id is not null as has_call from concierge_sessions where external_id = 'CA-store-1'`,
      );
      expect(ended.rows).toEqual([{ status: 'ended', turn: 1, has_call: true }]);
    } finally {
      client.release();
    }
  });
});
