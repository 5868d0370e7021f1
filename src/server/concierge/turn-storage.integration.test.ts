import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { startConversation } from './engine/engine';
import { insertSession, saveTurnIfCurrent } from './repository';

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
