import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { countRateLimitHits } from '../http/rate-limit-repository';
import { listCalls } from '../calls/repository';
import { countByClientIpSince } from '../concierge/phone-verifications-repository';
import { findProviderJobs } from '../marketplace/jobs-repository';
import {
  findMessageBusinesses,
  listOutboxMessages,
  lockOutboxMessage,
  markOutboxMessage,
  reserveSmsSlot,
} from '../notifications/repository';
import { createPool, openDatabase, type Database, type Db } from './database';
import { createProvider, DEVELOPMENT_BILLING } from './factories';
import * as schema from './schema';

// The prepared statements of the hot paths must be planned once per connection, not on every use. PostgreSQL plans a
// prepared statement afresh for its first five executions and then keeps its generic plan only when that plan looks
// no dearer than the custom ones: a `limit $1`, costed as a tenth of the table, kept every list statement on custom
// plans (planned on every request). Measured on one connection, on tables large enough for that to show.
let database: Database;
let pool: ReturnType<typeof createPool>;
let db: Db;
let providerId: string;

beforeAll(async () => {
  const url = await createIsolatedDatabase('prepared');
  database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent', log: pino({ level: 'silent' }) });
  providerId = (await createProvider(database.db, { status: 'active', serviceCategories: ['Plumbing'] })).provider.id;
  await database.pool.query(
    `insert into calls (customer_name, customer_phone, service_type, service_address, status)
     select 'Caller ' || g, '+18315550142', 'Plumbing', g || ' Ocean St, Santa Cruz', 'assigned' from generate_series(1, 5000) g`,
  );
  // a job per call (the trigger makes none for these), a few of them open: the open ones have a partial index
  await database.pool.query(
    `insert into jobs (call_id, service_type, status, expires_at)
     select id, 'Plumbing', case when row_number() over () <= 20 then 'open' else 'expired' end, now() + interval '1 day'
     from calls on conflict (call_id) do nothing`,
  );
  await database.pool.query(
    `insert into outbox (channel, recipient, body, status, dedupe_key, created_at)
     select 'sms', '+18315550142', 'body ' || g, 'sent', 'test:' || g, now() - g * interval '1 minute'
     from generate_series(1, 20000) g`,
  );
  await database.pool.query('analyze');
  // one connection, so every statement below is prepared on the session pg_prepared_statements describes
  pool = createPool(url, pino({ level: 'silent' }), 1);
  db = drizzle(pool, { schema });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await database?.close();
});

const uses = Array.from({ length: 8 });

describe('prepared statements', () => {
  it('switch to a generic plan after their first uses, the list pages included', async () => {
    for (const _ of uses) {
      await listCalls(db, { limit: 51, sort: 'newest' });
      await listCalls(db, { limit: 51, sort: 'priority' });
      await listOutboxMessages(db, { limit: 51 });
      await findMessageBusinesses(db, {
        memberIds: [crypto.randomUUID()],
        providerIds: [crypto.randomUUID()],
        emails: ['someone@example.test'],
      });
      await findProviderJobs(db, providerId, DEVELOPMENT_BILLING, { limit: 26 });
      await countByClientIpSince(db, '203.0.113.9', new Date(Date.now() - 3_600_000), 5);
      await countRateLimitHits(db, 'prepared-test', 60_000, 1);
    }
    const { rows } = await pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
      'select name, generic_plans, custom_plans from pg_prepared_statements order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'calls_log_first_page_newest_51',
        'calls_log_first_page_priority_51',
        'outbox_first_page_51',
        'outbox_businesses_of_members',
        'outbox_providers_by_id_or_email',
        'provider_jobs_claimed_all_7_26',
        'provider_jobs_available_all_7_26',
        'concierge_count_leads_by_ip_5',
        'rate_limit_count_hits',
      ]),
    );
    expect(rows.filter((r) => Number(r.generic_plans) === 0)).toEqual([]);
  });

  // a delivery runs each at least six times here (the first five uses of a statement are planned anyway)
  it("prepare a delivery's statements on its transaction's connection, each planned once", async () => {
    const { rows: queued } = await pool.query<{ id: string }>(
      `insert into outbox (channel, recipient, body, dedupe_key)
       select 'sms', '+18315550142', 'queued ' || g, 'prepared-test-queued:' || g from generate_series(1, 12) g
       returning id`,
    );
    const reserved: boolean[] = [];
    for (const [i, { id }] of queued.entries())
      await db.transaction(async (tx) => {
        expect((await lockOutboxMessage(tx, id))?.status).toBe('queued');
        // a budget of 2 texts an hour: each failure gives its place back, so the first four fit
        reserved.push((await reserveSmsSlot(tx, id, new Date(), 2))!.reserved);
        await markOutboxMessage(tx, id, i % 2 ? { sent: true } : { sent: false, error: 'refused' });
      });
    expect(reserved).toEqual([true, true, true, true, ...Array(8).fill(false)]);
    const { rows: byId } = await pool.query<{ id: string; status: string; sent: boolean; error: string | null }>(
      `select id, status, sent_at is not null as sent, error from outbox where id = any($1::uuid[])`,
      [queued.map((q) => q.id)],
    );
    // in the order they were delivered
    const stored = queued.map((q) => byId.find((r) => r.id === q.id)!);
    expect(stored.map((r) => r.status)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'sent' : 'failed')));
    // a failed text gives its place back; a sent one keeps (or takes) its time
    expect(stored.every((r) => r.sent === (r.status === 'sent'))).toBe(true);
    expect(stored.filter((r) => r.status === 'failed').every((r) => r.error === 'refused')).toBe(true);

    const { rows } = await pool.query<{ name: string; generic_plans: string }>(
      `select name, generic_plans from pg_prepared_statements where name like 'outbox_%' order by name`,
    );
    const plans = Object.fromEntries(rows.map((r) => [r.name, Number(r.generic_plans)]));
    for (const name of ['outbox_lock_message', 'outbox_reserve_sms_slot', 'outbox_mark_sent', 'outbox_mark_failed'])
      expect(plans[name], name).toBeGreaterThan(0);
  });
});
