import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { migrationsBefore } from '../../../test/support/migrations';
import { createPool, runMigrations } from './database';
import { createCall } from './factories';
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
    const unverified = { phoneVerifiedAt: null, serviceType: null } as const;
    const rows = await Promise.all(
      Object.keys(stored).map((customerPhone) =>
        createCall(db, { ...unverified, customerPhone, phoneNumber: '(800) 555-0199' }),
      ),
    );
    // a phone call whose caller kept their caller ID, both in the form the phone line stored them
    const kept = await createCall(db, {
      customerPhone: '(831) 555-0170',
      callerId: '(831) 555-0170',
      phoneVerifiedAt: null,
    });
    // the same number in two forms: unverified before, and a migration dispatches nothing
    const twoForms = await createCall(db, {
      customerPhone: '831-555-0171',
      callerId: '(831) 555-0171',
      phoneVerifiedAt: null,
    });
    const [session] = await db
      .insert(schema.conciergeSessions)
      .values({ state: {} as never, source: 'web' })
      .returning();
    await db.insert(schema.phoneVerifications).values({
      createdAt: new Date(),
      sessionId: session!.id,
      phone: '(831) 555-0172',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 600_000),
    });
    const before = await db
      .select()
      .from(schema.calls)
      .where(inArray(schema.calls.id, [kept.id, twoForms.id]));
    expect(Object.fromEntries(before.map((c) => [c.id, c.leadCheck]))).toEqual({
      [kept.id]: 'verified',
      [twoForms.id]: 'unverified',
    });
    const jobsBefore = await db.select().from(schema.jobs);

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
    expect(await db.select().from(schema.jobs)).toHaveLength(jobsBefore.length);
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
