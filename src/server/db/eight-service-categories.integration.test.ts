import type { ConversationState } from '../concierge/engine/engine';
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase } from '../../../test/support/isolated-database';
import { migrationsBefore } from '../../../test/support/migrations';
import type { ServiceCategory } from '@shared/constants';
import { createPool, runMigrations } from './database';
import { createCall, createUser, createVendor } from './factories';
import * as schema from './schema';

// The migration 20261123111847_eight_service_categories renames "Appliance Repair" wherever a category is stored.
// A database migrated up to the migration before it gets rows with the old name; migrating on renames them.
const MIGRATION = '20261123111847_eight_service_categories';
const OLD = 'Appliance Repair' as ServiceCategory;
const NEW: ServiceCategory = 'Appliance Installation & Repair';

const log = pino({ level: 'silent' });
let pool: ReturnType<typeof createPool>;
let oldMigrations: string;
beforeAll(async () => {
  pool = createPool(await createIsolatedDatabase('earl_categories'), log, 2);
  oldMigrations = migrationsBefore(MIGRATION);
});
afterAll(async () => {
  await pool.end();
  fs.rmSync(oldMigrations, { recursive: true, force: true });
});

describe('migration ' + MIGRATION, () => {
  it('renames "Appliance Repair" in calls, jobs, providers, vendors and concierge sessions', async () => {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: oldMigrations });

    // calls as that database stored them: written in SQL, since today's schema has columns that came later
    const oldCall = async (serviceType: string) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into calls (customer_name, service_type, summary) values ('Test Caller', $1, 'An old call.') returning id`,
        [serviceType],
      );
      return { id: rows[0]!.id };
    };
    const applianceCall = await oldCall(OLD);
    // a call stored before calls got their jobs from the trigger has none
    const jobless = await oldCall(OLD);
    await db.delete(schema.jobs).where(eq(schema.jobs.callId, jobless.id));
    const plumbingCall = await oldCall('Plumbing');
    // providers too, in SQL; their accounts have no email_verified_at column yet
    const oldProvider = async (categories: string[]) => {
      const user = await createUser(db, { verified: false });
      const { rows } = await pool.query<{ id: string }>(
        `insert into providers (user_id, business_name, contact_name, phone, email, address, service_categories)
         values ($1, 'Old Provider', 'Pat Provider', '(831) 555-0111', $2, '{}'::jsonb, $3) returning id`,
        [user.id, user.email, categories],
      );
      return { provider: { id: rows[0]!.id } };
    };
    const onlyOld = await oldProvider(['Plumbing', OLD, 'Electrical']);
    const both = await oldProvider([OLD, NEW]);
    const plumber = await oldProvider(['Plumbing']);
    const vendor = await createVendor(db, { serviceType: OLD });
    const mixedVendor = await createVendor(db, { serviceType: 'Handyman, appliance repair' });
    const plumbingVendor = await createVendor(db, { serviceType: 'Plumbing' });
    // a session saved before the migration (in SQL: later migrations add session columns): only the fields it reads
    const oldState: Partial<ConversationState> = { serviceType: OLD, problem: 'the dryer will not heat' };
    const session = (
      await pool.query<{ id: string }>('insert into concierge_sessions (state) values ($1::jsonb) returning id', [
        JSON.stringify(oldState),
      ])
    ).rows[0];
    // only the ids: later migrations add job columns this schema does not have yet
    const jobsBefore = await db.select({ id: schema.jobs.id }).from(schema.jobs);

    await runMigrations(pool);

    const callRows = await db
      .select()
      .from(schema.calls)
      .where(inArray(schema.calls.id, [applianceCall.id, jobless.id, plumbingCall.id]));
    const byCall = new Map(callRows.map((c) => [c.id, c.serviceType]));
    expect(byCall.get(applianceCall.id)).toBe(NEW);
    expect(byCall.get(jobless.id)).toBe(NEW);
    expect(byCall.get(plumbingCall.id)).toBe('Plumbing');

    // the call's job is renamed with it; renaming creates no job for the call without one
    const jobsAfter = await db.select().from(schema.jobs);
    expect(jobsAfter.map((j) => j.id).sort()).toEqual(jobsBefore.map((j) => j.id).sort());
    const [applianceJob] = jobsAfter.filter((j) => j.callId === applianceCall.id);
    expect(applianceJob!.serviceType).toBe(NEW);
    expect(jobsAfter.find((j) => j.callId === plumbingCall.id)!.serviceType).toBe('Plumbing');
    expect(jobsAfter.some((j) => j.callId === jobless.id)).toBe(false);

    const categoriesOf = async (id: string) =>
      (await db.query.providers.findFirst({ where: eq(schema.providers.id, id) }))!.serviceCategories;
    expect(await categoriesOf(onlyOld.provider.id)).toEqual(['Plumbing', NEW, 'Electrical']);
    expect(await categoriesOf(both.provider.id)).toEqual([NEW]);
    expect(await categoriesOf(plumber.provider.id)).toEqual(['Plumbing']);

    const vendorType = async (id: string) =>
      (await db.query.vendors.findFirst({ where: eq(schema.vendors.id, id) }))!.serviceType;
    expect(await vendorType(vendor.id)).toBe(NEW);
    expect(await vendorType(mixedVendor.id)).toBe(`Handyman, ${NEW}`);
    expect(await vendorType(plumbingVendor.id)).toBe('Plumbing');

    const [resumed] = await db
      .select()
      .from(schema.conciergeSessions)
      .where(eq(schema.conciergeSessions.id, session!.id));
    expect(resumed!.state).toEqual({ serviceType: NEW, problem: 'the dryer will not heat' });

    // the job trigger is back on: a new call still gets its job
    const later = await createCall(db, { serviceType: NEW });
    expect(await db.query.jobs.findFirst({ where: eq(schema.jobs.callId, later.id) })).toMatchObject({
      serviceType: NEW,
    });
  });
});
