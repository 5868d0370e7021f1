import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { migrationsBefore } from '../../../test/support/migrations';
import { createPool, runMigrations } from './database';
import * as schema from './schema';

// The migration that stores phone numbers in E.164: the calls and codes stored before kept what came in.
const MIGRATION = '20261123181725_phone_numbers_e164';

const log = pino({ level: 'silent' });
let pool: ReturnType<typeof createPool>;
let oldMigrations: string;
beforeAll(async () => {
  pool = createPool(await createIsolatedDatabase('earl_phone_e164'), log, 2);
  oldMigrations = migrationsBefore(MIGRATION);
});
afterAll(async () => {
  await pool.end();
  fs.rmSync(oldMigrations, { recursive: true, force: true });
});

describe('migration ' + MIGRATION, () => {
  it('turns US numbers in any form into E.164, leaves the rest as it is, and keeps each lead check', async () => {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: oldMigrations });
    const stored = {
      '(831) 555-0162': '+18315550162',
      '831.555.0163': '+18315550163',
      '+1 831 555 0164': '+18315550164',
      '18315550165': '+18315550165',
      ' 831-555-0166 ': '+18315550166',
      // not a US number to read: kept for a person to look at
      '831-555-0167 ext 12': '831-555-0167 ext 12',
      'call my cell': 'call my cell',
      '+44 20 7183 8750': '+44 20 7183 8750',
      '555-0168': '555-0168',
    };
    // rows as that database stored them: written in SQL, since today's schema has columns that came later
    const oldCall = async (c: { customerPhone: string; callerId?: string; serviceType?: string | null }) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into calls (customer_name, phone_number, customer_phone, caller_id, service_type, service_address, summary)
         values ('Test Caller', '(800) 555-0199', $1, $2, $3, '123 Pacific Ave, Santa Cruz', 'An old call.') returning id`,
        [c.customerPhone, c.callerId ?? null, c.serviceType === undefined ? 'Plumbing' : c.serviceType],
      );
      return { id: rows[0]!.id };
    };
    const rows = await Promise.all(
      Object.keys(stored).map((customerPhone) => oldCall({ customerPhone, serviceType: null })),
    );
    // a phone call whose caller kept their caller ID, both in the form the phone line stored them
    const kept = await oldCall({ customerPhone: '(831) 555-0170', callerId: '(831) 555-0170' });
    // the same number in two forms: unverified before, and a migration dispatches nothing
    const twoForms = await oldCall({ customerPhone: '831-555-0171', callerId: '(831) 555-0171' });
    const session = (
      await pool.query<{ id: string }>(
        `insert into concierge_sessions (state, source) values ('{}'::jsonb, 'web') returning id`,
      )
    ).rows[0];
    await pool.query(
      `insert into phone_verifications (created_at, session_id, phone, code_hash, expires_at)
       values (now(), $1, '(831) 555-0172', 'x', now() + interval '10 minutes')`,
      [session!.id],
    );
    const before = await pool.query<{ id: string; lead_check: string }>(
      'select id, lead_check from calls where id = any($1)',
      [[kept.id, twoForms.id]],
    );
    expect(Object.fromEntries(before.rows.map((c) => [c.id, c.lead_check]))).toEqual({
      [kept.id]: 'verified',
      [twoForms.id]: 'unverified',
    });
    const jobsBefore = await db.select({ id: schema.jobs.id }).from(schema.jobs);

    await runMigrations(pool);

    const callsAfter = await db
      .select()
      .from(schema.calls)
      .where(inArray(schema.calls.id, [...rows.map((r) => r.id), kept.id, twoForms.id]));
    const byId = new Map(callsAfter.map((c) => [c.id, c]));
    expect(rows.map((r) => byId.get(r.id)!.customerPhone)).toEqual(Object.values(stored));
    expect(rows.map((r) => byId.get(r.id)!.phoneNumber)).toEqual(rows.map(() => '+18005550199'));
    expect(byId.get(kept.id)).toMatchObject({
      customerPhone: '+18315550170',
      callerId: '+18315550170',
      leadCheck: 'verified',
    });
    expect(byId.get(twoForms.id)).toMatchObject({
      customerPhone: '+18315550171',
      callerId: '+18315550171',
      leadCheck: 'verified',
    });
    expect(await db.select({ id: schema.jobs.id }).from(schema.jobs)).toHaveLength(jobsBefore.length);
    const [verification] = await db
      .select()
      .from(schema.phoneVerifications)
      .where(eq(schema.phoneVerifications.sessionId, session!.id));
    expect(verification!.phone).toBe('+18315550172');
    // the job trigger is back on, and the helper function gone
    const trigger = await pool.query(
      "select tgenabled from pg_trigger where tgname = 'calls_create_job' and tgrelid = 'calls'::regclass",
    );
    expect(trigger.rows).toEqual([{ tgenabled: 'O' }]);
    const helper = await pool.query("select 1 from pg_proc where proname = 'us_phone_e164_for_migration'");
    expect(helper.rows).toEqual([]);
  });
});
